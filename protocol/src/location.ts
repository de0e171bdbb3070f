import { z } from './zod-messages.js';
import { messages } from './messages.js';
import { NAME_MAX_LENGTH } from './constants.js';
import { isValidTimeZone } from './time-zone.js';
import { text } from './text.js';
import { tickerSchema, tickerViewSchema } from './ticker.js';

const timezone = z.string().trim().refine(isValidTimeZone, { error: messages.unknownTimeZone });
const optionalText = (max: number, multiline = false) =>
  text({ multiline })
    .max(max, { error: `At most ${max} characters` })
    .nullish()
    .transform((v) => (v ? v : null));

const fields = {
  name: text()
    .min(1, { error: messages.nameRequired })
    .max(NAME_MAX_LENGTH, { error: `At most ${NAME_MAX_LENGTH} characters` }),
  address: optionalText(200),
  description: optionalText(1000, true),
  timezone,
  isActive: z.boolean(),
  showOverlay: z.boolean(),
  /** null: no ticker on this location's screens. */
  ticker: tickerSchema.nullable(),
};

export const createLocationSchema = z.object({
  ...fields,
  timezone: timezone.default('UTC'),
  isActive: z.boolean().default(true),
  showOverlay: z.boolean().default(true),
  ticker: fields.ticker.default(null),
  address: fields.address.default(null),
  description: fields.description.default(null),
});
export type CreateLocationInput = z.input<typeof createLocationSchema>;

export const updateLocationSchema = z.object(fields).partial();
export type UpdateLocationInput = z.input<typeof updateLocationSchema>;

/** A location as the API shows it (spec §3 field names). */
export const locationSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    address: z.string().nullable(),
    description: z.string().nullable(),
    timezone: z.string(),
    isActive: z.boolean(),
    /** Screens show the overlay (name, n of m, Next, progress) over the content. */
    showOverlay: z.boolean(),
    ticker: tickerViewSchema.nullable(),
    isSuspended: z.boolean(),
    unpaidDays: z.number().int(),
    suspensionDate: z.iso.datetime().nullable(),
    nextBillingDate: z.iso.datetime(),
    /** In cents. */
    monthlyFee: z.number().int(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Location' });
export type Location = z.infer<typeof locationSchema>;
