import path from 'node:path';
import {
  CONTENT_NAME_MAX_CHARS,
  messages,
  stripControlCharacters,
  uploadContentFieldsSchema,
  contentKinds,
  type ContentChangedEvent,
  type ContentKindId,
  type createFormContentSchema,
  type z,
  type updateContentSchema,
  type ContentScheduleRequest,
  unsupportedTypeMessage,
} from '@marquee/protocol';
import type { JobQueue } from '../../jobs/job-queue.js';
import { HttpError, badRequest, conflict, notFound } from '../../http/errors.js';
import { parse } from '../../http/validate.js';
import type { ContentItemRow } from '../../db/schema/index.js';
import type { EventBus } from '../../events/event-bus.js';
import type { MediaStore } from '../../storage/media-store.js';
import { folderOf, newMediaFolder } from '../../storage/media-keys.js';
import type { PlaylistRepo } from '../playlists/index.js';
import type { ContentPatch, ContentRepo } from './content-repo.js';
import { detectFileFormat, serverKind, type PreparedData } from './kinds/index.js';
import { enqueueMediaJob } from './enqueue-media-job.js';
import { enqueuePageThumbnail } from './enqueue-page-thumbnail.js';
import type { ReceivedFile } from './streaming-storage.js';

const unsupported = () => new HttpError(415, unsupportedTypeMessage());

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
  if (chars.length <= CONTENT_NAME_MAX_CHARS) return base || 'Untitled';
  const ext = Array.from(path.extname(base));
  const kept = ext.length > 1 && ext.length <= EXTENSION_MAX_CHARS ? ext : [];
  return (
    chars
      .slice(0, CONTENT_NAME_MAX_CHARS - kept.length)
      .join('')
      .trimEnd() + kept.join('')
  );
}

/** A form item's name until someone renames it: the slide's title, the page's host. */
function defaultFormName(label: string, data: unknown): string {
  const d = data as { title?: unknown; url?: unknown };
  const name =
    typeof d.title === 'string' ? d.title : typeof d.url === 'string' ? new URL(d.url).host : '';
  return Array.from(name).slice(0, CONTENT_NAME_MAX_CHARS).join('') || label;
}

export function contentService(deps: {
  content: ContentRepo;
  store: MediaStore;
  jobs: JobQueue;
  /** Runs `work` in one transaction with repositories bound to it. */
  transaction<T>(
    work: (repos: { content: ContentRepo; playlist: PlaylistRepo }) => Promise<T>,
  ): Promise<T>;
  events: EventBus;
  /** The locations whose screens show an item (their playlists hold it). */
  locationsUsing(userId: number, contentId: number): Promise<number[]>;
  /** Web pages may name private and loopback addresses (config; tests on 127.0.0.1). */
  webPagesAllowPrivate?: boolean;
}) {
  const missing = () => notFound(messages.contentNotFound);
  const announce = (userId: number, change: ContentChangedEvent) =>
    deps.events.contentChanged(userId, change);
  const tellScreens = (userId: number, locationIds: number[]) => {
    for (const id of locationIds) deps.events.locationChanged(id, 'content', userId);
  };
  const enqueue = (row: ContentItemRow) => enqueueMediaJob(deps.jobs, row);
  const thumbnailSource = (row: Pick<ContentItemRow, 'contentType' | 'data'>) =>
    serverKind(row.contentType).thumbnailSource?.(row.data) ?? null;

  /**
   * A kind the worker draws (a web page) is queued for a picture when it has none. A queue that
   * is down costs only the picture, never the save: the card keeps its placeholder.
   */
  async function drawThumbnail(row: ContentItemRow): Promise<void> {
    const source = thumbnailSource(row);
    if (!source || row.status === 'failed' || row.thumbnailKey) return;
    await enqueuePageThumbnail(deps.jobs, row, source).catch(() => {});
  }

  /** Every change to an item is told to its dashboards and to the screens that show it. */
  async function changed(userId: number, change: ContentChangedEvent): Promise<void> {
    announce(userId, change);
    tellScreens(userId, await deps.locationsUsing(userId, change.id));
  }

  async function save(userId: number, id: number, patch: ContentPatch): Promise<ContentItemRow> {
    const row = await deps.content.update(userId, id, patch);
    if (!row) throw missing();
    await changed(userId, { id, status: row.status });
    return row;
  }

  async function assertOwnedLocations(userId: number, ids: readonly number[]): Promise<number[]> {
    const locationIds = [...new Set(ids)];
    const owned = await deps.content.ownedLocationIds(userId, locationIds);
    if (owned.length !== locationIds.length)
      throw badRequest(messages.unknownLocation, { locationIds: messages.unknownLocation });
    return locationIds;
  }

  /** A form kind's data: its schema first, then the server's own checks for the kind. */
  async function prepareFormData(userId: number, kindId: string, raw: unknown) {
    const kind = contentKinds.get(kindId);
    if (kind.family !== 'form') throw badRequest(messages.formDataForFileKind);
    const data: unknown = parse(kind.dataSchema, raw);
    const prepare = serverKind(kind.id).prepare;
    const prepared: PreparedData = prepare
      ? await prepare(data, {
          findContent: (id) => deps.content.find(userId, id),
          allowPrivateAddresses: deps.webPagesAllowPrivate ?? false,
        })
      : { data, status: 'ready', statusReason: null };
    return { kind, ...prepared };
  }

  return {
    /** Processing finished or failed (the worker): dashboards and screens hear it here too. */
    changed,

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
        const format = await detectFileFormat(deps.store, file.path, name);
        if (!format) throw unsupported();
        const locationIds = await assertOwnedLocations(userId, fields.locationIds);

        const key = `${newMediaFolder()}/original${format.extensions[0]}`;
        const values = {
          originalName: name,
          contentType: format.kind.id,
          mimeType: format.mimeType,
          fileSize: file.size,
          storageKey: key,
          displayDuration: fields.displayDuration ?? format.kind.defaultDuration,
          // An explicit duration is kept; otherwise a kind with durationFromMedia gets its length.
          displayDurationIsDefault: fields.displayDuration === undefined,
        };
        // The row, its playlist entries and the file commit happen together: if the move
        // throws, the transaction rolls back and no row points at a file that is not there.
        const row = await deps.transaction(async ({ content, playlist }) => {
          const inserted = await content.insert(userId, values);
          await playlist.append(userId, locationIds, inserted.id);
          await deps.store.move(file.path, key);
          committedKey = key;
          return inserted;
        });
        // Does not fail the upload when Redis is away (buildServices gives services tolerantJobs): the row
        // is committed as `processing`, and the reconciler re-queues it by its mediaJobId.
        if (serverKind(row.contentType).processed) await enqueue(row);
        announce(userId, { id: row.id, status: row.status });
        return row;
      } catch (err) {
        await deps.store.delete(file.path).catch(() => {});
        if (committedKey) await deps.store.delete(committedKey).catch(() => {});
        throw err;
      }
    },

    /** A form kind's item (a web page, a slide): no file, ready once its data passes. */
    async createForm(
      userId: number,
      kindId: ContentKindId,
      input: z.output<typeof createFormContentSchema>,
    ): Promise<ContentItemRow> {
      const locationIds = await assertOwnedLocations(userId, input.locationIds);
      const { kind, data, status, statusReason } = await prepareFormData(
        userId,
        kindId,
        input.data,
      );
      const row = await deps.transaction(async ({ content, playlist }) => {
        const inserted = await content.insert(userId, {
          originalName: input.originalName ?? defaultFormName(kind.label, data),
          contentType: kind.id,
          data,
          status,
          statusReason,
          displayDuration: input.displayDuration ?? kind.defaultDuration,
          displayDurationIsDefault: input.displayDuration === undefined,
        });
        await playlist.append(userId, locationIds, inserted.id);
        return inserted;
      });
      await changed(userId, { id: row.id, status: row.status });
      await drawThumbnail(row);
      return row;
    },

    async update(
      userId: number,
      id: number,
      { data: rawData, ...patch }: z.output<typeof updateContentSchema>,
    ): Promise<ContentItemRow> {
      const before = rawData === undefined ? undefined : await this.get(userId, id);
      const form = before
        ? await (async () => {
            const { data, status, statusReason } = await prepareFormData(
              userId,
              before.contentType,
              rawData,
            );
            // A new address's old picture would mislead: it goes, and the new one is drawn.
            const stale =
              before.thumbnailKey !== null &&
              thumbnailSource(before) !== thumbnailSource({ ...before, data });
            return { data, status, statusReason, ...(stale ? { thumbnailKey: null } : {}) };
          })()
        : {};
      if (Object.keys(patch).length === 0 && rawData === undefined) return this.get(userId, id);
      const row = await save(userId, id, {
        ...patch,
        ...form,
        ...(patch.displayDuration !== undefined ? { displayDurationIsDefault: false } : {}),
      });
      if (before?.thumbnailKey && row.thumbnailKey === null)
        await deps.store.deletePrefix(folderOf(before.thumbnailKey)).catch(() => {});
      if (before) await drawThumbnail(row);
      return row;
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
      const item = await this.get(userId, id);
      // A form kind has nothing to process: its checks run again (a page may allow framing now).
      if (!serverKind(item.contentType).processed) {
        if (item.status !== 'failed') throw conflict(messages.contentNotFailed);
        return this.update(userId, id, { data: item.data });
      }
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
      const showing = await deps.locationsUsing(userId, id);
      const row = await deps.content.delete(userId, id);
      if (!row) throw missing();
      tellScreens(userId, showing);
      if (row.storageKey) await deps.store.deletePrefix(folderOf(row.storageKey));
      // A drawn thumbnail has its own folder (a web page has no file).
      else if (row.thumbnailKey && thumbnailSource(row))
        await deps.store.deletePrefix(folderOf(row.thumbnailKey));
      announce(userId, { id, status: 'deleted' });
    },
  };
}
export type ContentService = ReturnType<typeof contentService>;
