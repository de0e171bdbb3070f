import { z } from './zod-messages.js';

export const textMessages = {
  controlCharacters: 'Must not contain control characters',
} as const;

// C0 and C1 controls and DEL: PostgreSQL refuses NUL outright, and the rest have no business in a
// name. Line feeds, carriage returns and tabs are allowed only where several lines make sense.
/* eslint-disable no-control-regex -- matching control characters is the point */
const SINGLE_LINE = /^[^\u0000-\u001f\u007f-\u009f]*$/;
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;

/** The base of every stored or searched text field (trimmed); chain min/max after it. */
export const text = (opts: { multiline?: boolean } = {}) =>
  z
    .string()
    .trim()
    .regex(opts.multiline ? MULTI_LINE : SINGLE_LINE, { error: textMessages.controlCharacters });

/** Removes what `text()` refuses, for names the server does not choose (uploaded file names). */
export const stripControlCharacters = (value: string) =>
  value.replace(/[\u0000-\u001f\u007f-\u009f]/g, '');
/* eslint-enable no-control-regex */
