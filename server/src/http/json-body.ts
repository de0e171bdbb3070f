import express, { type RequestHandler } from 'express';

// A lone UTF-16 surrogate (`"\udfff"` in JSON) is not text. node-postgres sends it as U+FFFD, but
// PGlite writes bytes that are not UTF-8 and the insert fails; one rule for both: U+FFFD.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const wellFormed = (_key: string, value: unknown) =>
  typeof value === 'string' ? value.replace(LONE_SURROGATE, '\ufffd') : value;

/** The API's JSON body parser: 100 kB at most, strings always well-formed Unicode. */
export const jsonBody = (): RequestHandler => express.json({ limit: '100kb', reviver: wellFormed });
