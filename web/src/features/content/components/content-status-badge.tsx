import { Badge, Loader, Tooltip } from '@mantine/core';
import type { ContentItem } from '@marquee/protocol';

/** Ready items are what spec §2 calls Active; processing and failure are shown as such. */
export function ContentStatusBadge({ item }: { item: ContentItem }) {
  if (item.status === 'processing')
    return (
      <Badge color="blue" variant="light" leftSection={<Loader size={10} color="blue" />}>
        Processing
      </Badge>
    );
  if (item.status === 'failed')
    return (
      <Tooltip label={item.statusReason ?? 'Processing failed'} multiline w={260}>
        <Badge color="red" variant="light">
          Failed
        </Badge>
      </Tooltip>
    );
  return (
    <Badge color="teal" variant="light">
      Active
    </Badge>
  );
}
