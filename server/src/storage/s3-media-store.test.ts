import { describeMediaStore } from '../../test/support/media-store-contract.js';
import { startS3Server } from '../../test/support/s3-server.js';
import { s3MediaStore } from '@marquee/core/storage/s3-media-store.js';

describeMediaStore('S3 (s3rver)', async () => {
  const s3 = await startS3Server();
  const store = s3MediaStore(s3.config);
  return {
    store,
    async close() {
      store.close();
      await s3.close();
    },
  };
});
