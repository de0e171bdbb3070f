import type { z } from 'zod';
import { messages } from '@marquee/protocol';
import { badRequest } from './errors.js';

/** Parses with a protocol schema; failures become 400 with one message per field. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    errors[key] ??= issue.message;
  }
  const only = Object.keys(errors).length === 1 ? Object.values(errors)[0] : undefined;
  throw badRequest(errors._ ?? only ?? messages.validationFailed, errors);
}
