import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_UPLOAD_DURATION_S } from '@marquee/protocol';
import { notify } from '../../../shared/lib/notify';
import { contentQueryKey } from '../api/get-content';
import { UploadCancelledError, uploadContent } from '../api/upload-content';

export interface UploadRow {
  id: string;
  name: string;
  size: number;
  sent: number;
  state: 'uploading' | 'done' | 'failed' | 'cancelled';
  controller: AbortController;
}

/** Spec §2: a finished row stays 3 s, then the list clears itself. */
export const FINISHED_ROW_MS = 3000;

/** One upload per file, all at once, each with its own progress and cancel. */
export function useUploads(locationIds: () => number[]) {
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<UploadRow[]>([]);
  const timers = useRef(new Set<number>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((t) => window.clearTimeout(t));
  }, []);

  const patch = useCallback((id: string, change: Partial<UploadRow>) => {
    setRows((all) => all.map((r) => (r.id === id ? { ...r, ...change } : r)));
  }, []);

  const remove = useCallback((id: string) => {
    setRows((all) => {
      all.find((r) => r.id === id && r.state === 'uploading')?.controller.abort();
      return all.filter((r) => r.id !== id);
    });
  }, []);

  const removeLater = useCallback(
    (id: string) => {
      const t = window.setTimeout(() => {
        timers.current.delete(t);
        remove(id);
      }, FINISHED_ROW_MS);
      timers.current.add(t);
    },
    [remove],
  );

  const start = useCallback(
    (files: File[]) => {
      const ids = locationIds();
      for (const file of files) {
        const row: UploadRow = {
          id: crypto.randomUUID(),
          name: file.name,
          size: file.size,
          sent: 0,
          state: 'uploading',
          controller: new AbortController(),
        };
        setRows((all) => [...all, row]);
        uploadContent(file, {
          // A video plays for its own length unless someone sets a duration.
          ...(file.type.startsWith('video/') ? {} : { displayDuration: DEFAULT_UPLOAD_DURATION_S }),
          locationIds: ids,
          signal: row.controller.signal,
          onProgress: (sent) => patch(row.id, { sent }),
        })
          .then(() => {
            patch(row.id, { state: 'done', sent: file.size });
            notify.success('File uploaded', file.name);
            return queryClient.invalidateQueries({ queryKey: contentQueryKey });
          })
          .catch((error: unknown) => {
            if (error instanceof UploadCancelledError) return;
            patch(row.id, { state: 'failed' });
            notify.error('Error', `Failed to upload ${file.name}`);
          })
          .finally(() => removeLater(row.id));
      }
    },
    [locationIds, patch, queryClient, removeLater],
  );

  return { rows, start, remove };
}
