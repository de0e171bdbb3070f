import crypto from 'node:crypto';
import http from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import {
  ALERT_SIGNATURE_HEADER,
  ALERT_TIMESTAMP_HEADER,
  type AlertWebhookBody,
} from '@marquee/protocol';

/**
 * A local HTTP endpoint that checks webhooks the way a customer's receiver should: the HMAC of
 * the raw body with the shared secret, and a fresh timestamp that matches the signed body.
 * `failNext` answers that many requests with 500 first (to see retries).
 */
export async function startWebhookReceiver() {
  let secret = '';
  let failNext = 0;
  const verified: AlertWebhookBody[] = [];
  const refused: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      if (failNext > 0) {
        failNext--;
        res.writeHead(500).end('down for maintenance');
        return;
      }
      const expected = `sha256=${crypto.createHmac('sha256', secret).update(raw).digest('hex')}`;
      const given = String(req.headers[ALERT_SIGNATURE_HEADER.toLowerCase()] ?? '');
      const stamp = Number(req.headers[ALERT_TIMESTAMP_HEADER.toLowerCase()]);
      const body = JSON.parse(raw) as AlertWebhookBody;
      const fresh = Math.abs(Date.now() / 1000 - stamp) < 300 && body.timestamp === stamp;
      const signed =
        given.length === expected.length &&
        crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected));
      if (!signed || !fresh) {
        refused.push(raw);
        res.writeHead(401).end();
        return;
      }
      verified.push(body);
      res.writeHead(204).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/marquee`,
    verified,
    refused,
    setSecret: (s: string) => void (secret = s),
    failNext: (n: number) => void (failNext = n),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
