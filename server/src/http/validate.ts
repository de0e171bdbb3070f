import type { z } from 'zod';
import { idSchema, messages } from '@marquee/protocol';
import { badRequest, notFound } from './errors.js';

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

/** A path id that cannot name a row ('abc', '-1', '1e99') is simply not found. */
export function pathId(raw: string | string[] | undefined, what = 'Not found'): number {
  const result = idSchema.safeParse(raw);
  if (!result.success || !/^\d+$/.test(String(raw))) throw notFound(what);
  return result.data;
}
