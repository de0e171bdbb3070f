import crypto from 'node:crypto';
import { contentItems, type ContentItemRow } from '@marquee/core/db/schema/index.js';
import type { Database } from '@marquee/core/db/client.js';

/**
 * A processed content row, for tests of what plays where. Upload and processing have their own
 * tests; these need only the row (its files are never fetched).
 */
export async function seedContent(
  database: Database,
  userId: number,
  overrides: Partial<typeof contentItems.$inferInsert> = {},
): Promise<ContentItemRow> {
  const folder = crypto.randomBytes(16).toString('hex');
  const [row] = await database.db
    .insert(contentItems)
    .values({
      userId,
      originalName: 'poster.png',
      contentType: 'image',
      mimeType: 'image/png',
      fileSize: 1234,
      storageKey: `${folder}/original.png`,
      status: 'ready',
      ...overrides,
    })
    .returning();
  return row!;
}
