import { Router } from 'express';
import {
  contentScheduleSchema,
  createFormContentSchema,
  messages,
  updateContentSchema,
} from '@marquee/protocol';
import { badRequest } from '../../http/errors.js';
import { parse, pathId } from '../../http/validate.js';
import type { MediaStore } from '../../storage/media-store.js';
import { requireUser, signedIn } from '../auth/index.js';
import type { ContentService } from './content-service.js';
import { toContentItem } from './content-view.js';
import { receiveUpload } from './receive-upload.js';
import type { ReceivedFile } from './streaming-storage.js';

export function contentRoutes(
  content: ContentService,
  opts: { store: MediaStore; maxUploadBytes: number },
): Router {
  const r = Router();
  r.use('/content', requireUser);
  const id = (raw: string | string[] | undefined) => pathId(raw, messages.contentNotFound);

  r.post('/content/upload', receiveUpload(opts.store, opts.maxUploadBytes), async (req, res) => {
    const file = req.file as ReceivedFile | undefined;
    if (!file) throw badRequest(messages.fileRequired, { file: messages.fileRequired });
    const created = await content.upload(signedIn(req).user.id, file, req.body);
    res.status(201).json(toContentItem(created));
  });

  // After /content/upload: a form kind (web page, slide) made from its data, no file.
  r.post('/content/:kind', async (req, res) => {
    const created = await content.createForm(
      signedIn(req).user.id,
      String(req.params.kind),
      parse(createFormContentSchema, req.body),
    );
    res.status(201).json(toContentItem(created));
  });

  r.get('/content', async (req, res) => {
    res.json((await content.list(signedIn(req).user.id)).map(toContentItem));
  });

  r.get('/content/:id', async (req, res) => {
    res.json(toContentItem(await content.get(signedIn(req).user.id, id(req.params.id))));
  });

  r.patch('/content/:id', async (req, res) => {
    const updated = await content.update(
      signedIn(req).user.id,
      id(req.params.id),
      parse(updateContentSchema, req.body),
    );
    res.json(toContentItem(updated));
  });

  r.put('/content/:id/schedule', async (req, res) => {
    const window = parse(contentScheduleSchema, req.body);
    res.json(
      toContentItem(await content.setSchedule(signedIn(req).user.id, id(req.params.id), window)),
    );
  });

  r.post('/content/:id/retry', async (req, res) => {
    const row = await content.retryProcessing(signedIn(req).user.id, id(req.params.id));
    res.json(toContentItem(row));
  });

  r.delete('/content/:id', async (req, res) => {
    await content.remove(signedIn(req).user.id, id(req.params.id));
    res.status(204).end();
  });

  return r;
}
