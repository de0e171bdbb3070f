import net from 'node:net';
import { once } from 'node:events';

/**
 * A loopback TCP relay the test controls: stop() closes the port and cuts every open connection
 * (the service looks unreachable), start() opens the same port again (it is back).
 */
export async function tcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;

  async function start() {
    server = net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('close', () => sockets.delete(s));
        s.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream);
      upstream.pipe(client);
    });
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as net.AddressInfo).port;
  }

  async function stop() {
    const closed = server ? new Promise((r) => server!.close(r)) : Promise.resolve();
    for (const s of sockets) s.destroy();
    await closed;
    server = undefined;
  }

  await start();
  return { port: () => port, start, stop };
}
