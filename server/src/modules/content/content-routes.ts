import { Router } from 'express';
import { contentApi, messages } from '@marquee/protocol';
import { route } from '@marquee/core/http/contract-route.js';
import { badRequest } from '@marquee/core/http/errors.js';
import type { MediaStore } from '@marquee/core/storage/media-store.js';
import { requireUser, signedIn } from '../auth/index.js';
import type { ContentService } from '@marquee/core/modules/content/content-service.js';
import { toContentItem } from '@marquee/core/modules/content/content-view.js';
import { receiveUpload } from './receive-upload.js';
import type { ReceivedFile } from '@marquee/core/modules/content/streaming-storage.js';

export function contentRoutes(
  content: ContentService,
  opts: { store: MediaStore; maxUploadBytes: number },
): Router {
  const r = Router();
  const upload = receiveUpload(opts.store, opts.maxUploadBytes);

  route(r, contentApi.upload, [requireUser, upload], async (_input, req) => {
    const file = req.file as ReceivedFile | undefined;
    if (!file) throw badRequest(messages.fileRequired, { file: messages.fileRequired });
    // The multipart fields as received: the service checks them, and removes the file if they fail.
    return toContentItem(await content.upload(signedIn(req).user.id, file, req.body));
  });

  // After /content/upload: a form kind (web page, slide) made from its data, no file.
  route(r, contentApi.createForm, [requireUser], async ({ params, body }, req) =>
    toContentItem(await content.createForm(signedIn(req).user.id, params.kind, body)),
  );

  route(r, contentApi.list, [requireUser], async (_input, req) =>
    (await content.list(signedIn(req).user.id)).map(toContentItem),
  );

  route(r, contentApi.get, [requireUser], async ({ params }, req) =>
    toContentItem(await content.get(signedIn(req).user.id, params.id)),
  );

  route(r, contentApi.update, [requireUser], async ({ params, body }, req) =>
    toContentItem(await content.update(signedIn(req).user.id, params.id, body)),
  );

  route(r, contentApi.setSchedule, [requireUser], async ({ params, body }, req) =>
    toContentItem(await content.setSchedule(signedIn(req).user.id, params.id, body)),
  );

  route(r, contentApi.retry, [requireUser], async ({ params }, req) =>
    toContentItem(await content.retryProcessing(signedIn(req).user.id, params.id)),
  );

  route(r, contentApi.remove, [requireUser], async ({ params }, req) => {
    await content.remove(signedIn(req).user.id, params.id);
    return undefined; // the declared 204, with no body
  });

  return r;
}
