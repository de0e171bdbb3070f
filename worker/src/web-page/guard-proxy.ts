import http from 'node:http';
import net from 'node:net';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { pinnedLookup, resolvePublicAddress } from '@marquee/core/net/public-address.js';

export interface GuardProxy {
  /** `http://127.0.0.1:<port>` for Chromium's --proxy-server. */
  url: string;
  /** Hosts it would not connect to (private, or not found), in order. */
  refused: string[];
  close(): Promise<void>;
}

/**
 * A forward proxy on loopback through which the renderer makes every request (the page, its
 * images, scripts, frames and redirects): each host is resolved once here, refused when private
 * unless allowed, and connected to at exactly the checked address. Chromium resolves nothing
 * itself while it uses a proxy, so a page cannot reach the worker's network through it.
 */
export async function startGuardProxy(allowPrivate: boolean): Promise<GuardProxy> {
  const refused: string[] = [];
  const sockets = new Set<net.Socket>();

  const server = http.createServer((req, res) => {
    // Plain http: the request line carries the absolute URL.
    let target: URL;
    try {
      target = new URL(req.url ?? '');
    } catch {
      res.writeHead(400).end();
      return;
    }
    resolvePublicAddress(target.hostname, allowPrivate).then(
      (address) => {
        const upstream = http.request(
          target,
          { method: req.method, headers: req.headers, lookup: pinnedLookup(address) },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        upstream.on('error', () => res.destroy());
        req.pipe(upstream);
      },
      () => {
        refused.push(target.hostname);
        res.writeHead(403).end();
      },
    );
  });

  // https (and WebSockets): a tunnel to the checked address; TLS stays end to end.
  server.on('connect', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    const { hostname, port } = new URL(`http://${req.url ?? ''}`);
    resolvePublicAddress(hostname, allowPrivate).then(
      ({ address }) => {
        const upstream = net.connect(Number(port) || 443, address, () => {
          client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
          upstream.write(head);
          upstream.pipe(client).pipe(upstream);
        });
        upstream.on('error', () => client.destroy());
        client.on('error', () => upstream.destroy());
        client.on('close', () => upstream.destroy());
      },
      () => {
        refused.push(hostname);
        client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      },
    );
  });
  server.on('connection', (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    refused,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
