import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { assertValidKey, type MediaStore, type StoredObject } from './media-store.js';

/**
 * Bigger than the stream default (64 KiB): a 1 MiB range goes out in 4 reads and socket writes
 * instead of 16, for 256 KiB of buffer per response in flight.
 */
const READ_CHUNK = 256 * 1024;

/** Files under one directory; a key's '/' become sub-directories. */
export function localMediaStore(root: string): MediaStore {
  const file = (key: string) => {
    if (key === '') return root;
    assertValidKey(key);
    return path.join(root, ...key.split('/'));
  };

  async function walk(dir: string, prefix: string, out: StoredObject[]) {
    const entries = await fsp.readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const e of entries) {
      const key = prefix ? `${prefix}/${e.name}` : e.name;
      if (e.isDirectory()) await walk(path.join(dir, e.name), key, out);
      else {
        const st = await fsp.stat(path.join(dir, e.name)).catch(() => undefined);
        if (st) out.push({ key, size: st.size, lastModified: st.mtime });
      }
    }
  }

  return {
    kind: 'local',
    async put(key, body: Readable) {
      const target = file(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      const out = fs.createWriteStream(target);
      try {
        await pipeline(body, out);
      } catch (err) {
        await fsp.rm(target, { force: true });
        throw err;
      }
      return out.bytesWritten;
    },
    async read(key, range) {
      const stream = fs.createReadStream(file(key), { ...range, highWaterMark: READ_CHUNK });
      // Waiting for the open makes a missing key reject here rather than error the stream later.
      await once(stream, 'ready');
      return stream;
    },
    async stat(key) {
      const st = await fsp.stat(file(key)).catch(() => undefined);
      return st?.isFile() ? { key, size: st.size, lastModified: st.mtime } : undefined;
    },
    async move(from, to) {
      const target = file(to);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await fsp.rename(file(from), target);
    },
    async delete(key) {
      await fsp.rm(file(key), { force: true });
    },
    async deletePrefix(prefix) {
      const trimmed = prefix.replace(/\/+$/, '');
      await fsp.rm(file(trimmed), { recursive: true, force: true });
    },
    async list(prefix) {
      const trimmed = prefix.replace(/\/+$/, '');
      const out: StoredObject[] = [];
      await walk(file(trimmed), trimmed, out);
      return out;
    },
  };
}
