import path from 'node:path';
import {
  ACCEPTED_TYPES_SUMMARY,
  CONTENT_CHANGED_EVENT,
  DEFAULT_UPLOAD_DURATION_S,
  messages,
  stripControlCharacters,
  uploadContentFieldsSchema,
  type ContentChangedEvent,
  type z,
  type updateContentSchema,
  type ContentScheduleRequest,
} from '@marquee/protocol';
import type { JobQueue } from '@marquee/worker';
import { HttpError, badRequest, conflict, notFound } from '../../http/errors.js';
import { parse } from '../../http/validate.js';
import type { ContentItemRow } from '../../db/schema/index.js';
import type { MediaStore } from '../../storage/media-store.js';
import { folderOf, newMediaFolder } from '../../storage/media-keys.js';
import type { ContentPatch, ContentRepo } from './content-repo.js';
import { detectMediaType } from './detect-media-type.js';
import { enqueueMediaJob } from './enqueue-media-job.js';
import type { ReceivedFile } from './streaming-storage.js';

export interface ContentEvents {
  toAccount(userId: number, event: string, payload: unknown): void;
}

const unsupported = () =>
  new HttpError(415, `Unsupported file type. Accepted: ${ACCEPTED_TYPES_SUMMARY}.`);

const NAME_MAX_CHARS = 255;
/** Longer "extensions" are part of the name, not a type hint worth keeping. */
const EXTENSION_MAX_CHARS = 16;

/**
 * Names are for display only; path separators and control characters say nothing useful. A long
 * name is shortened in the middle so that its extension, which type detection checks, survives;
 * it counts code points so that no character is cut in half.
 */
function displayName(raw: string): string {
  const base = stripControlCharacters(path.basename(raw.replaceAll('\\', '/'))).trim();
  const chars = Array.from(base);
  if (chars.length <= NAME_MAX_CHARS) return base || 'Untitled';
  const ext = Array.from(path.extname(base));
  const kept = ext.length > 1 && ext.length <= EXTENSION_MAX_CHARS ? ext : [];
  return (
    chars
      .slice(0, NAME_MAX_CHARS - kept.length)
      .join('')
      .trimEnd() + kept.join('')
  );
}

export function contentService(deps: {
  content: ContentRepo;
  store: MediaStore;
  jobs: JobQueue;
  events?: ContentEvents;
  /** Tells the screens that show an item that it changed (renamed, re-timed, deleted). */
  screens?: {
    locationsUsing(userId: number, contentId: number): Promise<number[]>;
    locationChanged(id: number): void;
  };
}) {
  const missing = () => notFound(messages.contentNotFound);
  const announce = (userId: number, change: ContentChangedEvent) =>
    deps.events?.toAccount(userId, CONTENT_CHANGED_EVENT, change);
  const enqueue = (row: ContentItemRow) => enqueueMediaJob(deps.jobs, row);

  /** Every change to an item is told to its dashboards and to the screens that show it. */
  async function save(userId: number, id: number, patch: ContentPatch): Promise<ContentItemRow> {
    const row = await deps.content.update(userId, id, patch);
    if (!row) throw missing();
    announce(userId, { id, status: row.status });
    for (const locationId of (await deps.screens?.locationsUsing(userId, id)) ?? []) {
      deps.screens?.locationChanged(locationId);
    }
    return row;
  }

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
        // Does not fail the upload when Redis is away (app.ts gives services tolerantJobs): the row
        // is committed as `processing`, and the reconciler re-queues it by its mediaJobId.
        await enqueue(row);
        announce(userId, { id: row.id, status: row.status });
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
      return save(userId, id, {
        ...patch,
        ...(patch.displayDuration !== undefined ? { displayDurationIsDefault: false } : {}),
      });
    },

    /** The item's own window (spec §4): outside it, no screen shows the item. */
    setSchedule(
      userId: number,
      id: number,
      window: ContentScheduleRequest,
    ): Promise<ContentItemRow> {
      return save(userId, id, window);
    },

    /** A failed item is processed again from its stored original, as if just uploaded. */
    async retryProcessing(userId: number, id: number): Promise<ContentItemRow> {
      const row = await deps.content.restartFailed(userId, id);
      if (!row) {
        await this.get(userId, id); // 404 when it is not there or not theirs
        throw conflict(messages.contentNotFailed);
      }
      await enqueue(row);
      announce(userId, { id, status: row.status });
      return row;
    },

    /** The row (and with it every playlist entry) first, then all its files. */
    async remove(userId: number, id: number): Promise<void> {
      // Asked before the delete: the playlist entries go with the row.
      const showing = (await deps.screens?.locationsUsing(userId, id)) ?? [];
      const row = await deps.content.delete(userId, id);
      if (!row) throw missing();
      for (const locationId of showing) deps.screens?.locationChanged(locationId);
      await deps.store.deletePrefix(folderOf(row.storageKey));
      announce(userId, { id, status: 'deleted' });
    },
  };
}
export type ContentService = ReturnType<typeof contentService>;
