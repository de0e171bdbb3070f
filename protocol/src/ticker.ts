import { z } from './zod-messages.js';
import { text } from './text.js';
import { TICKER_POSITIONS, type Ticker } from './signage-types.js';

export const TICKER_MAX_ITEMS = 20;
export const TICKER_ITEM_MAX_LENGTH = 200;
export const TICKER_SPEED_MIN = 20;
export const TICKER_SPEED_MAX = 400;

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;
/** #rrggbb, stored in lower case so a preview and a screen compare equal. */
export const hexColour = z
  .string()
  .regex(HEX_COLOUR, { error: 'Must be a colour like #1a2b3c' })
  .transform((v) => v.toLowerCase());

export const tickerSchema = z.object({
  enabled: z.boolean(),
  items: z
    .array(
      text()
        .min(1, { error: 'A ticker line cannot be empty' })
        .max(TICKER_ITEM_MAX_LENGTH, {
          error: `A ticker line is at most ${TICKER_ITEM_MAX_LENGTH} characters`,
        }),
    )
    .max(TICKER_MAX_ITEMS, { error: `At most ${TICKER_MAX_ITEMS} ticker lines` }),
  speed: z
    .number()
    .int({ error: 'Speed must be a whole number of pixels per second' })
    .min(TICKER_SPEED_MIN, { error: `Speed must be at least ${TICKER_SPEED_MIN}` })
    .max(TICKER_SPEED_MAX, { error: `Speed must be at most ${TICKER_SPEED_MAX}` }),
  textColor: hexColour,
  backgroundColor: hexColour,
  position: z.enum(TICKER_POSITIONS, { error: 'Position must be top or bottom' }),
}) satisfies z.ZodType<Ticker, unknown>;

/** A ticker as the API sends it: what was stored, so no limits or clean-up are re-applied. */
export const tickerViewSchema = z.object({
  enabled: z.boolean(),
  /** Short plain-text lines, shown one after another with a separator. */
  items: z.array(z.string()),
  /** Pixels per second. */
  speed: z.number(),
  /** #rrggbb */
  textColor: z.string(),
  backgroundColor: z.string(),
  position: z.enum(TICKER_POSITIONS),
}) satisfies z.ZodType<Ticker>;

export const DEFAULT_TICKER: Ticker = {
  enabled: false,
  items: [],
  speed: 80,
  textColor: '#ffffff',
  backgroundColor: '#1a1b1e',
  position: 'bottom',
};
