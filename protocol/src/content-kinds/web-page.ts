import { z } from '../zod-messages.js';
import type { FormContentKind } from './kind.js';

export const webPageMessages = {
  urlRequired: 'Enter the address of the page',
  urlInvalid: 'Enter a full address, like https://example.com/menu',
  urlProtocol: 'Only http:// and https:// addresses can be shown on screens',
  urlTooLong: 'The address is too long (at most 2,048 characters)',
  reloadRange: 'Reload every 0 (never) to 86,400 seconds',
  zoomRange: 'Zoom from 25% to 400%',
} as const;

export const WEB_PAGE_URL_MAX_CHARS = 2048;

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const httpUrl = z.url({ protocol: /^https?$/, hostname: /^[^\s]+$/ });

/** The page's address: http or https only, never javascript:, file: or data:. */
export const webPageUrlSchema = z
  .string({ error: webPageMessages.urlRequired })
  .trim()
  .min(1, { error: webPageMessages.urlRequired })
  .max(WEB_PAGE_URL_MAX_CHARS, { error: webPageMessages.urlTooLong })
  .superRefine((value, ctx) => {
    const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
    if (scheme !== undefined && scheme !== 'http' && scheme !== 'https')
      ctx.addIssue({ code: 'custom', message: webPageMessages.urlProtocol });
    else if (!httpUrl.safeParse(value).success)
      ctx.addIssue({ code: 'custom', message: webPageMessages.urlInvalid });
  });

export const webPageDataSchema = z.object({
  url: webPageUrlSchema,
  /** Seconds between reloads while the page is on screen; 0 never reloads. */
  reloadIntervalS: z
    .number()
    .int({ error: webPageMessages.reloadRange })
    .min(0, { error: webPageMessages.reloadRange })
    .max(86_400, { error: webPageMessages.reloadRange })
    .default(0),
  zoom: z
    .number()
    .min(0.25, { error: webPageMessages.zoomRange })
    .max(4, { error: webPageMessages.zoomRange })
    .default(1),
});
export type WebPageData = z.output<typeof webPageDataSchema>;

export const webPageKind = {
  id: 'web-page',
  family: 'form',
  label: 'Web page',
  groupLabel: 'Web pages',
  durationFromMedia: false,
  defaultDuration: 30,
  dataSchema: webPageDataSchema,
} as const satisfies FormContentKind<'web-page', WebPageData>;
