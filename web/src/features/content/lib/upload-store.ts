import { create } from 'zustand';
import { contentKinds, DEFAULT_UPLOAD_DURATION_S } from '@marquee/protocol';
import { notify } from '../../../shared/lib/notify';
import { UploadCancelledError, uploadContent } from '../api/upload-content';

export interface UploadRow {
  id: string;
  name: string;
  size: number;
  /** Bytes of the file itself sent so far: never more than `size`. */
  sent: number;
  state: 'uploading' | 'done' | 'failed';
  /** Why it failed: the server's answer, or the drop zone's own refusal. */
  reason?: string;
}

interface StartOptions {
  locationIds: number[];
  onUploaded(): void;
}

interface UploadStore {
  rows: UploadRow[];
  start(files: File[], opts: StartOptions): void;
  /** A file refused before sending: its row stays, with the reason, until dismissed. */
  reject(file: { name: string; size: number }, reason: string): void;
  /** Cancels a running upload, or clears a finished or failed row. */
  dismiss(id: string): void;
}

/** Spec §2: a finished row stays 3 s, then the list clears itself. */
export const FINISHED_ROW_MS = 3000;

// Outside the state: an AbortController is not data to render.
const controllers = new Map<string, AbortController>();

/**
 * App-level, so uploads keep their rows, progress and Cancel while the Content tab is not
 * shown (the header indicator reads the same rows). One request per file, all at once.
 */
export const useUploadStore = create<UploadStore>()((set, get) => {
  const patch = (id: string, change: Partial<UploadRow>) =>
    set((s) => ({ rows: s.rows.map((r) => (r.id === id ? { ...r, ...change } : r)) }));

  const upload = (file: File, opts: StartOptions) => {
    const id = crypto.randomUUID();
    const controller = new AbortController();
    controllers.set(id, controller);
    set((s) => ({
      rows: [...s.rows, { id, name: file.name, size: file.size, sent: 0, state: 'uploading' }],
    }));
    uploadContent(file, {
      // A kind that takes its media's length (video) plays for that unless someone sets one.
      ...(contentKinds.kindOfFileName(file.name)?.durationFromMedia
        ? {}
        : { displayDuration: DEFAULT_UPLOAD_DURATION_S }),
      locationIds: opts.locationIds,
      signal: controller.signal,
      // The request also carries the multipart framing: scale to the file so the count stops
      // at its size.
      onProgress: (loaded, total) =>
        patch(id, { sent: total > 0 ? Math.min(file.size, (loaded / total) * file.size) : 0 }),
    })
      .then(() => {
        patch(id, { state: 'done', sent: file.size });
        notify.success('File uploaded', file.name);
        opts.onUploaded();
        window.setTimeout(() => get().dismiss(id), FINISHED_ROW_MS);
      })
      .catch((error: unknown) => {
        if (error instanceof UploadCancelledError) return;
        const reason = error instanceof Error ? error.message : String(error);
        patch(id, { state: 'failed', reason });
        notify.error(`Failed to upload ${file.name}`, reason);
      })
      .finally(() => controllers.delete(id));
  };

  return {
    rows: [],
    start: (files, opts) => files.forEach((f) => upload(f, opts)),
    reject: ({ name, size }, reason) =>
      set((s) => ({
        rows: [
          ...s.rows,
          { id: crypto.randomUUID(), name, size, sent: 0, state: 'failed', reason },
        ],
      })),
    dismiss: (id) => {
      controllers.get(id)?.abort();
      set((s) => ({ rows: s.rows.filter((r) => r.id !== id) }));
    },
  };
});

/** What the header shows: how many files are still sending and how far along they are. */
export function uploadsInFlight(rows: UploadRow[]): { count: number; percent: number } {
  const running = rows.filter((r) => r.state === 'uploading');
  const size = running.reduce((n, r) => n + r.size, 0);
  const sent = running.reduce((n, r) => n + r.sent, 0);
  return { count: running.length, percent: size > 0 ? Math.floor((sent / size) * 100) : 0 };
}
