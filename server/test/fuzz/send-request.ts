import http from 'node:http';
import zlib from 'node:zlib';
import type { WireRequest } from './fuzz-case.js';

export interface WireResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * node:http rather than fetch: fetch would normalise `..` out of paths, refuse a body on GET and
 * set its own headers, and those are among the things being tried.
 */
export function sendRequest(base: string, agent: http.Agent, req: WireRequest) {
  const url = new URL(base);
  return new Promise<WireResponse>((resolve, reject) => {
    const outgoing = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: req.method,
        path: req.path,
        headers: {
          ...req.headers,
          ...(req.body ? { 'content-length': String(req.body.length) } : {}),
        },
        agent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: decoded(res.headers['content-encoding'], Buffer.concat(chunks)),
          }),
        );
        res.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(req.body);
  });
}

/**
 * The body as a client reads it: a fuzzed `Accept-Encoding` (`*`, `gzip`) lets the server compress
 * a large refusal, and a real client decodes it before reading the JSON.
 */
function decoded(encoding: string | undefined, body: Buffer): Buffer {
  if (body.length === 0) return body; // HEAD, 204 and 304 carry the header but no body
  switch (encoding?.trim().toLowerCase()) {
    case 'gzip':
      return zlib.gunzipSync(body);
    case 'deflate':
      return zlib.inflateSync(body);
    case 'br':
      return zlib.brotliDecompressSync(body);
    default:
      return body;
  }
}

/** The request again, as a shell command anyone can paste. */
export function asCurl(base: string, req: WireRequest): string {
  const q = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
  const parts = ['curl', '-sS', '-i', '--path-as-is', '-X', req.method, q(base + req.path)];
  for (const [k, v] of Object.entries(req.headers)) parts.push('-H', q(`${k}: ${v}`));
  if (!req.body) return parts.join(' ');
  if (req.body.length > 4_000) {
    const head = req.body.subarray(0, 200).toString('latin1');
    return `${parts.join(' ')} --data-binary @body  # body: ${req.body.length} bytes starting ${JSON.stringify(head)}; FUZZ_SEED and FUZZ_PATH regenerate it`;
  }
  const text = req.body.toString('utf8');
  const plain =
    Buffer.from(text, 'utf8').equals(req.body) &&
    [...text].every(
      (ch) => (ch >= ' ' && ch !== '\x7f') || ch === '\n' || ch === '\r' || ch === '\t',
    );
  if (plain) return `${parts.join(' ')} --data-binary ${q(text)}`;
  // Bytes a shell string cannot carry go through printf's escapes.
  const hex = [...req.body].map((b) => `\\x${b.toString(16).padStart(2, '0')}`).join('');
  return `printf '%b' '${hex}' | ${parts.join(' ')} --data-binary @-`;
}
