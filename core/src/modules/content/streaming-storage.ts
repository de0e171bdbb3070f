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

class FileTooLarge extends Error {
  constructor() {
    super('File is over the upload limit');
  }
}

/**
 * multer engine that streams the part straight into the media store under a temporary key:
 * the file is never held whole in memory, and if anything fails the temporary is removed.
 * `onTooLarge` runs as soon as the file passes the size limit.
 */
export function streamingStorage(store: MediaStore, onTooLarge: () => void): StorageEngine {
  return {
    _handleFile(_req: Request, file, cb) {
      const key = newTempKey();
      // Past the limit busboy stops adding to the file but only ends it where the part ends,
      // which a never-ending body never reaches: end it here so the temporary goes at once.
      file.stream.once('limit', () => {
        file.stream.destroy(new FileTooLarge());
        onTooLarge();
      });
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
