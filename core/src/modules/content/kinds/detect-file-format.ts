import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { fileTypeFromStream } from 'file-type';
import { contentKinds, type AcceptedMediaType } from '@marquee/protocol';
import type { MediaStore } from '../../../storage/media-store.js';

/**
 * Reads just enough of the stored temporary to identify it by its bytes (never by the name or
 * the browser's Content-Type), then asks the kind registry which file kind takes it.
 */
export async function detectFileFormat(
  store: MediaStore,
  key: string,
  fileName: string,
): Promise<AcceptedMediaType | undefined> {
  const stream = await store.read(key);
  try {
    const detected = await fileTypeFromStream(Readable.toWeb(stream) as ReadableStream<Uint8Array>);
    return contentKinds.formatOfUpload(detected?.ext, fileName);
  } finally {
    stream.destroy();
  }
}
