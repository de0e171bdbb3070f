import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ContentItem, Location, PlaylistEntry } from '@marquee/protocol';
import { useState } from 'react';
import { notify } from '../../../shared/lib/notify';
import { usePlaylists } from '../api/get-playlist';
import { useSavePlaylist } from '../api/save-playlist';
import { applyGlobalOrder, moveItem, sameOrder } from '../lib/order';
import { ContentThumb } from './content-thumb';
import { SortableList } from './sortable-list';

interface GlobalOrderProps {
  locations: Location[];
  library: ContentItem[];
  libraryById: Map<number, ContentItem>;
}

/** The library in the order the playlists already use, then whatever plays nowhere yet. */
function currentOrder(library: ContentItem[], playlists: PlaylistEntry[][]): number[] {
  const seen = new Set<number>();
  const known = new Set(library.map((c) => c.id));
  const out: number[] = [];
  for (const entries of playlists) {
    for (const e of entries) {
      if (known.has(e.contentId) && !seen.has(e.contentId)) {
        seen.add(e.contentId);
        out.push(e.contentId);
      }
    }
  }
  for (const c of library) if (!seen.has(c.id)) out.push(c.id);
  return out;
}

/**
 * One order for the whole library: saving sorts every location's playlist by it (each keeps
 * its own items and durations) and writes only the locations whose order really changes.
 */
export function GlobalOrder({ locations, library, libraryById }: GlobalOrderProps) {
  const playlists = usePlaylists(locations.map((l) => l.id));
  const save = useSavePlaylist();
  const [draft, setDraft] = useState<{ basis: string; order: number[] } | null>(null);
  const [saving, setSaving] = useState(false);

  const loaded = playlists.every((p) => p.data);
  const lists = playlists.map((p) => p.data ?? []);
  const base = currentOrder(library, lists);
  const basis = base.join(',');
  const order = draft?.basis === basis ? draft.order : base;
  const nameOf = (id: number) => libraryById.get(id)?.originalName ?? `Content #${id}`;
  const usage = (id: number) => lists.filter((l) => l.some((e) => e.contentId === id)).length;

  /** Saves on drop; afterwards (and after a failure) the list shows what the server has. */
  const saveAll = async (wanted: number[]) => {
    const changes = locations.flatMap((location, i) => {
      const entries = lists[i] ?? [];
      const now = entries.map((e) => e.contentId);
      const next = applyGlobalOrder(now, wanted);
      if (sameOrder(now, next)) return [];
      // Own settings only: an entry following its item keeps following it.
      const own = new Map(entries.map((e) => [e.contentId, e.ownDuration]));
      return [
        {
          locationId: location.id,
          items: next.map((contentId) => ({
            contentId,
            displayDuration: own.get(contentId) ?? null,
          })),
        },
      ];
    });
    if (changes.length === 0) {
      // Items that play nowhere have no order to keep: the list shows the saved one again.
      setDraft(null);
      return 'No playlist changes: every location already plays in this order.';
    }
    setSaving(true);
    const results = await Promise.allSettled(changes.map((c) => save.mutateAsync(c)));
    setSaving(false);
    setDraft(null);
    if (results.some((r) => r.status === 'rejected')) return null;
    return `Saved at ${changes.length} ${changes.length === 1 ? 'location' : 'locations'}.`;
  };

  const move = async (from: number, to: number) => {
    const next = moveItem(order, from, to);
    const name = nameOf(order[from]!);
    setDraft({ basis, order: next });
    const saved = await saveAll(next);
    if (saved === null) {
      notify.error(
        'Order Not Saved',
        'The new order could not be saved everywhere; the saved order is shown. Please try again.',
      );
    } else {
      notify.success('Content Reordered', `${name} is now number ${to + 1}. ${saved}`);
    }
  };

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      role="region"
      aria-label="Global order"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={3} fz="lg">
              Global order
            </Title>
            <Text size="sm" c="dimmed">
              Drag your library into one order: every location&apos;s playlist follows it as soon as
              you drop. Each location keeps its own items and durations.
            </Text>
          </div>
          <Text size="xs" c="dimmed" role="status" style={{ flex: 'none' }}>
            {saving ? 'Saving…' : loaded ? 'Saves on drop' : 'Loading playlists…'}
          </Text>
        </Group>
        {order.length === 0 ? (
          <Text size="sm" c="dimmed">
            Your library is empty. Upload content in the Content tab.
          </Text>
        ) : (
          <Stack gap={6} role="list" aria-label="Library order">
            <SortableList
              ids={order}
              nameOf={nameOf}
              onMove={(from, to) => void (loaded && move(from, to))}
              renderItem={(id, index, handle) => {
                const count = usage(id);
                return (
                  <div role="listitem">
                    <Paper
                      withBorder
                      radius="sm"
                      p={6}
                      shadow="none"
                      data-testid="global-order-item"
                    >
                      <Group gap={6} wrap="nowrap">
                        {handle}
                        <Text size="xs" c="dimmed" w={18} ta="right" style={{ flex: 'none' }}>
                          {index + 1}
                        </Text>
                        <ContentThumb item={libraryById.get(id)} width={48} />
                        <Text size="sm" fw={500} truncate="end" style={{ flex: 1, minWidth: 0 }}>
                          {nameOf(id)}
                        </Text>
                        <Badge size="xs" variant="light" color={count ? 'indigo' : 'gray'}>
                          {count === 0
                            ? 'Not playing'
                            : `${count} ${count === 1 ? 'location' : 'locations'}`}
                        </Badge>
                      </Group>
                    </Paper>
                  </div>
                );
              }}
            />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
