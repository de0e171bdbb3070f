import {
  ActionIcon,
  AspectRatio,
  Button,
  Card,
  Center,
  Group,
  Image,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconEdit, IconEye, IconPencil, IconRefresh, IconTrash } from '@tabler/icons-react';
import { formatFileSize, type ContentItem } from '@marquee/protocol';
import { ContentStatusBadge } from './content-status-badge';
import { contentKindLabel, dashboardKind } from '../kinds';
import { ContentTypeIcon } from './content-type-icon';

interface ContentCardProps {
  item: ContentItem;
  onPreview(item: ContentItem): void;
  onRename(item: ContentItem): void;
  onDelete(item: ContentItem): void;
  onRetry(item: ContentItem): void;
  /** Form kinds only: opens the form the item was made with. */
  onEdit(item: ContentItem): void;
  retrying?: boolean;
}

export function ContentCard({
  item,
  onPreview,
  onRename,
  onDelete,
  onRetry,
  onEdit,
  retrying,
}: ContentCardProps) {
  const kind = dashboardKind(item.contentType);
  return (
    <Card withBorder radius="md" padding="sm" data-testid="content-card">
      <Card.Section>
        <AspectRatio ratio={16 / 9} bg="gray.1">
          {item.thumbnailUrl ? (
            <Image src={item.thumbnailUrl} alt="" fit="cover" loading="lazy" />
          ) : kind?.Thumbnail ? (
            <div style={{ position: 'relative' }} aria-hidden>
              <kind.Thumbnail item={item} />
            </div>
          ) : (
            <Center c="gray.6" aria-hidden>
              <ContentTypeIcon type={item.contentType} />
            </Center>
          )}
        </AspectRatio>
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} size="sm" truncate="end" title={item.originalName} miw={0}>
            {item.originalName}
          </Text>
          <ContentStatusBadge item={item} />
        </Group>
        <Text size="xs" c="dimmed">
          {contentKindLabel(item.contentType)} ·{' '}
          {kind?.detail ? kind.detail(item) : formatFileSize(item.fileSize)}
          {item.pageCount ? ` · ${item.pageCount} page${item.pageCount === 1 ? '' : 's'}` : ''}
          {item.mediaDuration ? ` · ${Math.round(item.mediaDuration)} s` : ''}
        </Text>
        {item.statusReason && (
          <Text size="xs" c={item.status === 'failed' ? 'red' : 'dimmed'} lineClamp={3}>
            {item.statusReason}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          {item.status === 'failed' && (
            <Button
              size="compact-xs"
              variant="light"
              mr="auto"
              leftSection={<IconRefresh size={14} />}
              loading={retrying}
              onClick={() => onRetry(item)}
            >
              {kind?.Form ? 'Check again' : 'Retry processing'}
            </Button>
          )}
          {kind?.Form && (
            <Tooltip label="Edit">
              <ActionIcon
                variant="light"
                onClick={() => onEdit(item)}
                aria-label={`Edit ${item.originalName}`}
              >
                <IconEdit size={16} />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label="Preview">
            <ActionIcon
              variant="light"
              onClick={() => onPreview(item)}
              aria-label={`Preview ${item.originalName}`}
            >
              <IconEye size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Rename">
            <ActionIcon
              variant="light"
              onClick={() => onRename(item)}
              aria-label={`Rename ${item.originalName}`}
            >
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon
              variant="light"
              color="red"
              onClick={() => onDelete(item)}
              aria-label={`Delete ${item.originalName}`}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Stack>
    </Card>
  );
}
