import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ContentStatus } from '@marquee/protocol';
import type { JobQueue } from '@marquee/core/jobs/job-queue.js';
import {
  WEB_PAGE_THUMBNAIL_JOB,
  webPageThumbnailJobId,
  type WebPageThumbnailData,
} from '@marquee/core/jobs/job-names.js';
import { RefusedAddressError } from '@marquee/core/net/public-address.js';
import { ToolMissingError } from '../media/media-errors.js';
import type { MediaFiles } from '../media/media-job.js';
import { makeThumbnail } from '../media/make-thumbnail.js';
import { renderWebPage } from './render-page.js';

export { WEB_PAGE_THUMBNAIL_JOB, webPageThumbnailJobId, type WebPageThumbnailData };

export interface WebPageThumbnailDeps {
  files: MediaFiles;
  /** The item's current address, or undefined when it is gone or no longer a web page. */
  currentUrl(userId: number, id: number): Promise<string | undefined>;
  /**
   * Stores the thumbnail only while the item still shows `url`; returns the key it replaced
   * (null for none), or false when nothing was saved.
   */
  saveThumbnail(
    userId: number,
    id: number,
    url: string,
    key: string,
  ): Promise<string | null | false>;
  onChanged(userId: number, change: { id: number; status: ContentStatus }): void;
  chromiumPath: string;
  allowPrivate: boolean;
  /** Told once per process that Chromium is missing; cards keep their placeholder. */
  warn(note: string): void;
}

/** The thumbnail's folder: random like an upload's, and new per render so caches never serve an old page. */
const newFolder = () => crypto.randomBytes(16).toString('hex');
const folderOf = (key: string) => key.slice(0, key.indexOf('/'));

export function registerWebPageThumbnails(queue: JobQueue, deps: WebPageThumbnailDeps): void {
  let warned = false;
  queue.process<WebPageThumbnailData>(
    WEB_PAGE_THUMBNAIL_JOB,
    async ({ contentId, userId, url }) => {
      if ((await deps.currentUrl(userId, contentId)) !== url) return; // changed or deleted since
      const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'marquee-page-'));
      try {
        const png = await renderWebPage(url, {
          chromiumPath: deps.chromiumPath,
          allowPrivate: deps.allowPrivate,
          workDir,
        });
        const key = await makeThumbnail(deps.files, `${newFolder()}/page.png`, png, workDir);
        const replaced = await deps.saveThumbnail(userId, contentId, url, key);
        if (replaced === false) {
          await deps.files.deletePrefix(folderOf(key));
          return;
        }
        if (replaced) await deps.files.deletePrefix(folderOf(replaced));
        deps.onChanged(userId, { id: contentId, status: 'ready' });
      } catch (err) {
        // A picture is a nicety: without Chromium, or for a host refused now, the card keeps its
        // placeholder and the item plays as before.
        if (err instanceof ToolMissingError) {
          if (!warned) deps.warn(err.note);
          warned = true;
          return;
        }
        if (err instanceof RefusedAddressError) return;
        throw err;
      } finally {
        await fs.rm(workDir, { recursive: true, force: true });
      }
    },
  );
}
