import net from 'node:net';
import { once } from 'node:events';

/**
 * A loopback TCP relay the test controls: stop() closes the port and cuts every open connection
 * (the service refuses), start() opens the same port again (it is back); freeze() keeps every
 * connection open but lets nothing through, as a network partition does, and thaw() ends it by
 * cutting the frozen connections.
 */
export async function tcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  const pairs = new Set<[net.Socket, net.Socket]>();
  let server: net.Server | undefined;
  let port = 0;
  let frozen = false;

  const track = (s: net.Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  };

  async function start() {
    server = net.createServer((client) => {
      track(client);
      client.on('error', () => client.destroy());
      // Accepted, and then silence.
      if (frozen) return;
      const upstream = net.connect(target.port, target.host);
      track(upstream);
      const pair: [net.Socket, net.Socket] = [client, upstream];
      pairs.add(pair);
      for (const s of pair) {
        s.on('close', () => pairs.delete(pair));
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

  function freeze() {
    frozen = true;
    for (const [client, upstream] of pairs) {
      client.unpipe(upstream);
      upstream.unpipe(client);
      client.pause();
      upstream.pause();
    }
  }

  function thaw() {
    frozen = false;
    for (const s of sockets) s.destroy();
  }

  await start();
  return { port: () => port, start, stop, freeze, thaw };
}
