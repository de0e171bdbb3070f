import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describeMediaStore } from '../../test/support/media-store-contract.js';
import { localMediaStore } from '@marquee/core/storage/local-media-store.js';

describeMediaStore('local disk', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'marquee-media-'));
  return {
    store: localMediaStore(dir),
    close: () => fs.rm(dir, { recursive: true, force: true }),
  };
});
