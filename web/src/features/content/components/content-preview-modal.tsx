import { ActionIcon, Group, Modal, Text, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { ContentItem } from '@marquee/protocol';
import { dashboardKind } from '../kinds';

function PreviewBody({ item }: { item: ContentItem }) {
  const Preview = dashboardKind(item.contentType)?.Preview;
  if (Preview) return <Preview item={item} />;
  return (
    <Text c="dimmed" ta="center" py="lg">
      Preview not available for this file type
    </Text>
  );
}

function PreviewTitle({ item, onRename }: { item: ContentItem; onRename(): void }) {
  return (
    <Group gap={6} wrap="nowrap" miw={0}>
      <Text fw={600} truncate="end" title={item.originalName} miw={0}>
        {item.originalName}
      </Text>
      <Tooltip label="Rename">
        <ActionIcon
          variant="subtle"
          size="sm"
          onClick={onRename}
          aria-label={`Rename ${item.originalName}`}
        >
          <IconPencil size={14} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** Spec §2's preview dialog: each kind shows its items its own way (../kinds). */
export function ContentPreviewModal({
  item,
  onClose,
  onRename,
}: {
  item: ContentItem | null;
  onClose(): void;
  onRename(item: ContentItem): void;
}) {
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={item && <PreviewTitle item={item} onRename={() => onRename(item)} />}
      size="xl"
      centered
      styles={{ title: { minWidth: 0 } }}
    >
      {item && <PreviewBody key={item.id} item={item} />}
    </Modal>
  );
}
