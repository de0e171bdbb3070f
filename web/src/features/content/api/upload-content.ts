import { contentApi, type ContentItem } from '@marquee/protocol';
import { UnexpectedAnswerError, checkAnswer, errorBodyOf } from '../../../shared/api/api-client';
import { ApiError } from '../../../shared/api/api-error';

export interface UploadOptions {
  /** Omitted for videos, which then play for their own length. */
  displayDuration?: number;
  locationIds: number[];
  onProgress(sent: number, total: number): void;
  signal: AbortSignal;
}

export class UploadCancelledError extends Error {}

/** The created item, checked against the declared answer like every other call's. */
function createdItem(xhr: XMLHttpRequest): ContentItem {
  let answer: unknown;
  try {
    answer = JSON.parse(xhr.responseText);
  } catch (error) {
    throw new UnexpectedAnswerError(contentApi.upload, String(error));
  }
  return checkAnswer(contentApi.upload, answer);
}

/**
 * POST /api/content/upload, one file per request. XMLHttpRequest rather than fetch because
 * only it reports upload progress; aborting it closes the connection and the server keeps
 * nothing of the file.
 */
export function uploadContent(file: File, opts: UploadOptions): Promise<ContentItem> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    if (opts.displayDuration !== undefined)
      form.append('displayDuration', String(opts.displayDuration));
    for (const id of opts.locationIds) form.append('locationIds', String(id));
    form.append('file', file, file.name);

    const xhr = new XMLHttpRequest();
    xhr.open('POST', contentApi.upload.path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) =>
      opts.onProgress(e.loaded, e.lengthComputable ? e.total : file.size);
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(
          new ApiError(
            xhr.status,
            errorBodyOf(xhr.responseText, xhr.statusText || `HTTP ${xhr.status}`),
          ),
        );
        return;
      }
      try {
        resolve(createdItem(xhr));
      } catch (error) {
        reject(error as Error);
      }
    };
    xhr.onerror = () => reject(new Error('The connection was lost before the upload finished'));
    xhr.onabort = () => reject(new UploadCancelledError('Upload cancelled'));
    opts.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
