import { afterAll } from 'vitest';
import { closeSockets } from './sockets.js';
import { startTestServer, type TestServer, type TestServerOptions } from './test-server.js';

/**
 * A test server for the calling file, started while the file is collected (top-level await):
 * after the file's tests, its sockets are closed and then the server.
 */
export async function socketTestServer(opts?: TestServerOptions): Promise<TestServer> {
  const s = await startTestServer(opts);
  afterAll(async () => {
    closeSockets();
    await s.close();
  });
  return s;
}
