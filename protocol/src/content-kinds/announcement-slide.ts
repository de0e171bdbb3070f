import { z } from '../zod-messages.js';
import { idSchema } from '../ids.js';
import { text } from '../text.js';
import type { FormContentKind } from './kind.js';

export const SLIDE_TITLE_MAX_CHARS = 120;
export const SLIDE_BODY_MAX_CHARS = 1000;
export const SLIDE_TEMPLATES = ['plain', 'sale', 'notice'] as const;
export const SLIDE_ALIGNMENTS = ['left', 'center', 'right'] as const;
export type SlideTemplate = (typeof SLIDE_TEMPLATES)[number];

export const slideMessages = {
  titleRequired: 'Enter a title',
  titleTooLong: `The title can have at most ${SLIDE_TITLE_MAX_CHARS} characters`,
  bodyTooLong: `The text can have at most ${SLIDE_BODY_MAX_CHARS} characters`,
  colour: 'Colours are written #rrggbb, for example #1a2b3c',
  template: `Choose a template: ${SLIDE_TEMPLATES.join(', ')}`,
  alignment: `Align the text ${SLIDE_ALIGNMENTS.join(', ')}`,
} as const;

const colour = z
  .string({ error: slideMessages.colour })
  .regex(/^#[0-9a-fA-F]{6}$/, { error: slideMessages.colour })
  .transform((c) => c.toLowerCase());

export const announcementSlideDataSchema = z.object({
  template: z.enum(SLIDE_TEMPLATES, { error: slideMessages.template }).default('plain'),
  title: text()
    .min(1, { error: slideMessages.titleRequired })
    .max(SLIDE_TITLE_MAX_CHARS, { error: slideMessages.titleTooLong }),
  body: text({ multiline: true })
    .max(SLIDE_BODY_MAX_CHARS, { error: slideMessages.bodyTooLong })
    .default(''),
  backgroundColor: colour.default('#1f2937'),
  textColor: colour.default('#ffffff'),
  /** An image from the library behind the text, instead of the background colour. */
  backgroundImageId: idSchema.nullable().default(null),
  /** Where that image is served: set by the server from backgroundImageId, never by the form. */
  backgroundImageUrl: z
    .string()
    .regex(/^\/media\/[0-9a-f]{32}\/[\w.-]+$/)
    .nullable()
    .default(null),
  align: z.enum(SLIDE_ALIGNMENTS, { error: slideMessages.alignment }).default('center'),
});
export type AnnouncementSlideData = z.output<typeof announcementSlideDataSchema>;

/** What choosing a template fills in; the colours stay editable. */
export const SLIDE_TEMPLATE_PRESETS: Record<
  SlideTemplate,
  Pick<AnnouncementSlideData, 'backgroundColor' | 'textColor' | 'align'>
> = {
  plain: { backgroundColor: '#1f2937', textColor: '#ffffff', align: 'center' },
  sale: { backgroundColor: '#c81e1e', textColor: '#fff7d6', align: 'center' },
  notice: { backgroundColor: '#fff4c2', textColor: '#1f2937', align: 'left' },
};

export const announcementSlideKind = {
  id: 'announcement-slide',
  family: 'form',
  label: 'Announcement slide',
  groupLabel: 'Announcement slides',
  durationFromMedia: false,
  defaultDuration: 15,
  dataSchema: announcementSlideDataSchema,
} as const satisfies FormContentKind<'announcement-slide', AnnouncementSlideData>;
