import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { MediaFiles } from './media-job.js';

export async function download(files: MediaFiles, key: string, to: string): Promise<void> {
  await pipeline(await files.read(key), fs.createWriteStream(to));
}

export async function upload(
  files: MediaFiles,
  from: string,
  key: string,
  contentType: string,
): Promise<string> {
  await files.put(key, fs.createReadStream(from), contentType);
  return key;
}

/** Derived files sit next to the original in its random folder. */
export const derivedKey = (storageKey: string, name: string) =>
  `${storageKey.slice(0, storageKey.indexOf('/'))}/${name}`;
