import { contentKinds } from '@marquee/protocol';
import type { ContentItemRow } from '../../../db/schema/index.js';

/**
 * A form kind's stored data, checked by its schema on the way out too: a row written by an older
 * schema that no longer passes is shown as having none rather than handed on unchecked.
 */
export function storedData(row: ContentItemRow): unknown {
  const kind = contentKinds.get(row.contentType);
  if (kind.family !== 'form') return null;
  const parsed = kind.dataSchema.safeParse(row.data);
  return parsed.success ? parsed.data : null;
}
