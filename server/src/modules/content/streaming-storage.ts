import type { Request } from 'express';
import type { StorageEngine } from 'multer';
import type { MediaStore } from '../../storage/media-store.js';
import { newTempKey } from '../../storage/media-keys.js';

export interface ReceivedFile {
  /** The temporary key in the media store. */
  path: string;
  size: number;
  originalname: string;
}

/**
 * multer engine that streams the part straight into the media store under a temporary key:
 * the file is never held whole in memory, and if anything fails the temporary is removed.
 */
export function streamingStorage(store: MediaStore): StorageEngine {
  return {
    _handleFile(_req: Request, file, cb) {
      const key = newTempKey();
      store.put(key, file.stream).then(
        (size) => cb(null, { path: key, size }),
        async (err: unknown) => {
          await store.delete(key).catch(() => {});
          cb(err as Error);
        },
      );
    },
    _removeFile(_req: Request, file, cb) {
      store.delete(file.path).then(() => cb(null), cb);
    },
  };
}
