import path from 'node:path';
import type { Config } from '../config.js';
import { localMediaStore } from './local-media-store.js';
import { s3MediaStore } from './s3-media-store.js';
import type { MediaStore } from './media-store.js';

export function createMediaStore(config: Pick<Config, 's3' | 'dataDir'>): MediaStore {
  return config.s3 ? s3MediaStore(config.s3) : localMediaStore(path.join(config.dataDir, 'media'));
}
