import path from 'node:path';
import {
  ACCEPTED_TYPES_SUMMARY,
  CONTENT_CHANGED_EVENT,
  DEFAULT_UPLOAD_DURATION_S,
  messages,
  uploadContentFieldsSchema,
  type ContentChangedEvent,
  type z,
  type updateContentSchema,
} from '@marquee/protocol';
import { MEDIA_PROCESS_JOB, mediaJobId, type JobQueue, type MediaJobData } from '@marquee/worker';
import { HttpError, badRequest, notFound } from '../../http/errors.js';
import { parse } from '../../http/validate.js';
import type { ContentItemRow } from '../../db/schema/index.js';
import type { MediaStore } from '../../storage/media-store.js';
import { folderOf, newMediaFolder } from '../../storage/media-keys.js';
import type { ContentRepo } from './content-repo.js';
import { detectMediaType } from './detect-media-type.js';
import type { ReceivedFile } from './streaming-storage.js';

export interface ContentEvents {
  toAccount(userId: number, event: string, payload: unknown): void;
}

const unsupported = () =>
  new HttpError(415, `Unsupported file type. Accepted: ${ACCEPTED_TYPES_SUMMARY}.`);

/** Names are for display only; path separators and control characters say nothing useful. */
function displayName(raw: string): string {
  const base = path.basename(raw.replaceAll('\\', '/'));
  return (
    base
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]/g, '')
      .trim()
      .slice(0, 255) || 'Untitled'
  );
}

export function contentService(deps: {
  content: ContentRepo;
  store: MediaStore;
  jobs: JobQueue;
  events?: ContentEvents;
  /** Screens of these locations must refetch what they play. */
  locationChanged?: (locationId: number) => void;
}) {
  const missing = () => notFound(messages.contentNotFound);
  const announce = (userId: number, change: ContentChangedEvent) =>
    deps.events?.toAccount(userId, CONTENT_CHANGED_EVENT, change);
  const enqueue = (row: ContentItemRow) =>
    deps.jobs.add<MediaJobData>(
      MEDIA_PROCESS_JOB,
      { contentId: row.id, userId: row.userId },
      { jobId: mediaJobId(row.id), attempts: 3, backoffMs: 2000 },
    );

  return {
    list: (userId: number) => deps.content.list(userId),

    async get(userId: number, id: number): Promise<ContentItemRow> {
      return (await deps.content.find(userId, id)) ?? Promise.reject(missing());
    },

    /**
     * Turns a received temporary into a content item, or removes it: whatever goes wrong
     * (bad fields, wrong type, a foreign location, a database error), nothing is left behind.
     */
    async upload(userId: number, file: ReceivedFile, rawFields: unknown): Promise<ContentItemRow> {
      let committedKey: string | undefined;
      try {
        const fields = parse(uploadContentFieldsSchema, rawFields);
        if (file.size === 0) throw badRequest('The file is empty');
        const name = displayName(file.originalname);
        const type = await detectMediaType(deps.store, file.path, name);
        if (!type) throw unsupported();
        const locationIds = [...new Set(fields.locationIds)];
        const owned = await deps.content.ownedLocationIds(userId, locationIds);
        if (owned.length !== locationIds.length)
          throw badRequest(messages.unknownLocation, { locationIds: messages.unknownLocation });

        const key = `${newMediaFolder()}/original${type.extensions[0]}`;
        const row = await deps.content.insertWithPlaylists(
          userId,
          {
            originalName: name,
            contentType: type.contentType,
            mimeType: type.mimeType,
            fileSize: file.size,
            storageKey: key,
            displayDuration: fields.displayDuration ?? DEFAULT_UPLOAD_DURATION_S,
            // An explicit duration is kept; otherwise a video gets its own length.
            displayDurationIsDefault: fields.displayDuration === undefined,
          },
          locationIds,
          async () => {
            await deps.store.move(file.path, key);
            committedKey = key;
          },
        );
        await enqueue(row);
        announce(userId, { id: row.id, status: row.status });
        for (const id of locationIds) deps.locationChanged?.(id);
        return row;
      } catch (err) {
        await deps.store.delete(file.path).catch(() => {});
        if (committedKey) await deps.store.delete(committedKey).catch(() => {});
        throw err;
      }
    },

    async update(
      userId: number,
      id: number,
      patch: z.output<typeof updateContentSchema>,
    ): Promise<ContentItemRow> {
      if (Object.keys(patch).length === 0) return this.get(userId, id);
      const row = await deps.content.update(userId, id, {
        ...patch,
        ...(patch.displayDuration !== undefined ? { displayDurationIsDefault: false } : {}),
      });
      if (!row) throw missing();
      announce(userId, { id, status: row.status });
      return row;
    },

    /** The row (and with it every playlist entry) first, then all its files. */
    async remove(userId: number, id: number): Promise<void> {
      const entries = await deps.content.playlistEntries(userId, id);
      const row = await deps.content.delete(userId, id);
      if (!row) throw missing();
      await deps.store.deletePrefix(folderOf(row.storageKey));
      announce(userId, { id, status: 'deleted' });
      for (const locationId of new Set(entries.map((e) => e.locationId)))
        deps.locationChanged?.(locationId);
    },
  };
}
export type ContentService = ReturnType<typeof contentService>;
