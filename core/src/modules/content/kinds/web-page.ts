import type { WebPageData } from '@marquee/protocol';
import { mediaUrl } from '../../../storage/media-keys.js';
import { checkFraming } from './frame-check.js';
import { storedData } from './form-data.js';
import type { ServerContentKind } from './server-kind.js';

/**
 * A page the screen loads itself, in a sandboxed frame (never through this server). A page
 * whose headers refuse framing fails here, so screens never get it and its card says why.
 */
export const webPageServerKind: ServerContentKind = {
  processed: false,
  playerFields: (row) => ({
    mimeType: null,
    fileUrl: null,
    pageUrls: [],
    thumbnailUrl: row.thumbnailKey ? mediaUrl(row.thumbnailKey) : null,
    data: storedData(row),
  }),
  thumbnailSource: (data) => (data as WebPageData | null)?.url ?? null,
  async prepare(data, ctx) {
    const page = data as WebPageData;
    const check = await checkFraming(page.url, ctx.allowPrivateAddresses);
    switch (check.outcome) {
      case 'framable':
        return { data, status: 'ready', statusReason: null };
      case 'refused':
        return {
          data,
          status: 'failed',
          statusReason: `This page does not allow other sites to show it (${check.reason}), so screens skip it.`,
        };
      case 'unreachable':
        return {
          data,
          status: 'ready',
          statusReason: `${check.reason}; screens will try it and skip it if it does not load.`,
        };
    }
  },
};
