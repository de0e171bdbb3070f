import {
  Group,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useBelow } from '../../../shared/lib/use-below';
import {
  contentKinds,
  type ContentItem,
  type ContentType,
  type FormContentKindId,
} from '@marquee/protocol';
import { notify } from '../../../shared/lib/notify';
import { useDeleteContent } from '../api/delete-content';
import { useRetryContent } from '../api/retry-content';
import { confirmDeleteContent } from './confirm-delete-content';
import { ContentCard } from './content-card';
import { ContentPreviewModal } from './content-preview-modal';
import { FormContentModal } from './form-content-modal';
import { RenameContentModal } from './rename-content-modal';

type Filter = 'all' | ContentType;
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...contentKinds.kinds.map((k) => ({ value: k.id, label: k.groupLabel })),
];

export function ContentLibrary({ items }: { items: ContentItem[] }) {
  const phone = useBelow('sm');
  const [filter, setFilter] = useState<Filter>('all');
  const [search, setSearch] = useState('');
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [renamingId, setRenamingId] = useState<number | null>(null);
  const [editingId, setEditingId] = useState<number | null>(null);
  const remove = useDeleteContent();
  const retry = useRetryContent();

  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    return items.filter(
      (i) =>
        (filter === 'all' || i.contentType === filter) &&
        (!q || i.originalName.toLowerCase().includes(q)),
    );
  }, [items, filter, search]);
  // Looked up by id so an open preview follows the item as processing updates it.
  const preview = items.find((i) => i.id === previewId) ?? null;
  const renaming = items.find((i) => i.id === renamingId) ?? null;
  const editing = items.find((i) => i.id === editingId);
  const onRename = (item: ContentItem) => setRenamingId(item.id);

  const onDelete = (item: ContentItem) =>
    confirmDeleteContent(item, () =>
      remove.mutate(item.id, {
        onSuccess: () => notify.success('Content deleted', item.originalName),
        onError: () => notify.error('Error', 'Failed to delete content'),
      }),
    );

  const onRetry = (item: ContentItem) =>
    retry.mutate(item.id, {
      onError: (err) => notify.error('Could not retry', err.message),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        {/* Seven kinds do not fit a phone's width in one row: a phone picks from a list. */}
        {phone ? (
          <NativeSelect
            value={filter}
            onChange={(e) => setFilter(e.currentTarget.value as Filter)}
            data={FILTERS}
            aria-label="Filter by type"
            w="100%"
          />
        ) : (
          <SegmentedControl
            value={filter}
            onChange={(v) => setFilter(v as Filter)}
            data={FILTERS}
            size="xs"
            aria-label="Filter by type"
          />
        )}
        <TextInput
          placeholder="Search by name"
          aria-label="Search by name"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={{ base: '100%', xs: 240 }}
        />
      </Group>
      {shown.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="xl">
          No content matches these filters.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
          {shown.map((item) => (
            <ContentCard
              key={item.id}
              item={item}
              onPreview={(i) => setPreviewId(i.id)}
              onRename={onRename}
              onDelete={onDelete}
              onRetry={onRetry}
              onEdit={(i) => setEditingId(i.id)}
              retrying={retry.isPending && retry.variables === item.id}
            />
          ))}
        </SimpleGrid>
      )}
      <ContentPreviewModal item={preview} onClose={() => setPreviewId(null)} onRename={onRename} />
      <RenameContentModal item={renaming} onClose={() => setRenamingId(null)} />
      <FormContentModal
        kind={(editing?.contentType as FormContentKindId | undefined) ?? null}
        item={editing}
        onClose={() => setEditingId(null)}
      />
    </Stack>
  );
}
