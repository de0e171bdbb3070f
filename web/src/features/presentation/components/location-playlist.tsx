import { Button, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import type { ContentItem, Location, PlaylistEntry } from '@marquee/protocol';
import { useState } from 'react';
import { notify } from '../../../shared/lib/notify';
import { QueryError } from '../../../shared/ui/query-error';
import { usePlaylist } from '../api/get-playlist';
import { useSavePlaylist } from '../api/save-playlist';
import { toDisplayDuration } from '../lib/duration';
import { moveItem, sameOrder } from '../lib/order';
import { ContentScheduleModal } from './content-schedule-modal';
import { DurationSettingsModal } from './duration-settings-modal';
import { PlaylistEntryRow } from './playlist-entry-row';
import { SortableList } from './sortable-list';

interface LocationPlaylistProps {
  location: Location;
  library: ContentItem[];
  libraryById: Map<number, ContentItem>;
}

/**
 * A draft order is kept only while it was made from the playlist the server still has: when
 * the saved playlist changes underneath it (the global Save Order, another tab), the stale
 * draft is dropped instead of silently overwriting that change on the next save.
 */
interface Draft {
  basis: string;
  order: number[];
}

const keyOf = (ids: readonly number[]) => ids.join(',');

export function LocationPlaylist({ location, library, libraryById }: LocationPlaylistProps) {
  const playlist = usePlaylist(location.id);
  const save = useSavePlaylist();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [settingsFor, setSettingsFor] = useState<number | null>(null);
  const [scheduleFor, setScheduleFor] = useState<number | null>(null);
  const [toAdd, setToAdd] = useState<string | null>(null);

  if (playlist.isPending) return <Skeleton h={120} />;
  if (playlist.isError) {
    return <QueryError error={playlist.error} onRetry={() => void playlist.refetch()} />;
  }

  const entries: PlaylistEntry[] = playlist.data;
  const serverOrder = entries.map((e) => e.contentId);
  const basis = keyOf(serverOrder);
  const order = draft?.basis === basis ? draft.order : serverOrder;
  const dirty = !sameOrder(order, serverOrder);
  const durations = new Map(entries.map((e) => [e.contentId, e.displayDuration]));
  // What each entry has set for itself (null: it follows the item). Saves send these back
  // untouched, so only what the user changes becomes a fixed duration.
  const ownDurations = new Map(entries.map((e) => [e.contentId, e.ownDuration]));
  const nameOf = (id: number) => libraryById.get(id)?.originalName ?? `Content #${id}`;

  const move = (from: number, to: number, title: string) => {
    setDraft({ basis, order: moveItem(order, from, to) });
    notify.success(title, `${nameOf(order[from]!)} is now number ${to + 1}. Save Order to apply.`);
  };

  const saveOrder = () =>
    save.mutate(
      {
        locationId: location.id,
        items: order.map((contentId) => ({
          contentId,
          displayDuration: ownDurations.get(contentId) ?? null,
        })),
      },
      {
        onSuccess: () => {
          setDraft(null);
          notify.success('Order Saved', `${location.name} plays the new order now.`);
        },
        onError: () => notify.error('Error', 'Failed to save content order. Please try again.'),
      },
    );

  /**
   * Membership and durations save at once, from the server's order, so an unsaved reorder
   * stays a draft (carried over onto the new playlist) instead of being saved by the way.
   */
  const write = (
    items: { contentId: number; displayDuration: number | null }[],
    nextDraft: number[],
    done: () => void,
    failure: string,
  ) =>
    save.mutate(
      { locationId: location.id, items },
      {
        onSuccess: (saved) => {
          const savedOrder = Array.isArray(saved) ? saved.map((e) => e.contentId) : [];
          setDraft(
            dirty && !sameOrder(nextDraft, savedOrder)
              ? { basis: keyOf(savedOrder), order: nextDraft }
              : null,
          );
          done();
        },
        onError: () => notify.error('Error', failure),
      },
    );

  const serverItems = entries.map(({ contentId, ownDuration }) => ({
    contentId,
    displayDuration: ownDuration,
  }));

  const add = () => {
    const id = Number(toAdd);
    const item = libraryById.get(id);
    if (!item) return;
    write(
      // A new entry follows the item, as one added by upload does.
      [...serverItems, { contentId: id, displayDuration: null }],
      [...order, id],
      () => {
        setToAdd(null);
        notify.success('Content Added', `${item.originalName} now plays at ${location.name}.`);
      },
      'Failed to add content. Please try again.',
    );
  };

  const remove = (id: number) =>
    write(
      serverItems.filter((e) => e.contentId !== id),
      order.filter((c) => c !== id),
      () => notify.success('Content Removed', `${nameOf(id)} no longer plays at ${location.name}.`),
      'Failed to remove content. Please try again.',
    );

  const setDuration = (id: number, seconds: number) =>
    write(
      serverItems.map((e) => (e.contentId === id ? { ...e, displayDuration: seconds } : e)),
      order,
      () => {
        setSettingsFor(null);
        notify.success('Settings Updated', `${nameOf(id)} shows for ${seconds} seconds.`);
      },
      'Failed to update settings. Please try again.',
    );

  const addable = library
    .filter((c) => c.status === 'ready' && !durations.has(c.id))
    .map((c) => ({ value: String(c.id), label: c.originalName }));
  const removing = save.isPending && save.variables.items.length < entries.length;

  return (
    <Stack gap="xs">
      <Group justify="space-between" align="center">
        <Text fw={600} size="sm">
          Playback order
        </Text>
        <Button
          size="xs"
          leftSection={<IconDeviceFloppy size={14} />}
          disabled={!dirty}
          loading={save.isPending && dirty}
          onClick={saveOrder}
          aria-label={`Save Order for ${location.name}`}
        >
          Save Order
        </Button>
      </Group>
      {dirty && (
        <Text size="xs" c="orange.8" role="status">
          Unsaved order: screens keep the old order until you save.
        </Text>
      )}

      {order.length === 0 ? (
        <Text size="sm" c="dimmed" py="sm">
          Nothing plays here yet. Add content from your library below.
        </Text>
      ) : (
        <Stack gap={6} aria-label={`Playlist of ${location.name}`} role="list">
          <SortableList
            ids={order}
            nameOf={nameOf}
            onMove={(from, to) => move(from, to, 'Content Reordered')}
            renderItem={(id, index, handle) => (
              <div role="listitem">
                <PlaylistEntryRow
                  name={nameOf(id)}
                  item={libraryById.get(id)}
                  index={index}
                  count={order.length}
                  duration={durations.get(id) ?? toDisplayDuration(undefined)}
                  handle={handle}
                  busy={removing && !save.variables.items.some((e) => e.contentId === id)}
                  onMoveUp={() => move(index, index - 1, 'Content Moved Up')}
                  onMoveDown={() => move(index, index + 1, 'Content Moved Down')}
                  onSchedule={() => setScheduleFor(id)}
                  onSettings={() => setSettingsFor(id)}
                  onRemove={() => remove(id)}
                />
              </div>
            )}
          />
        </Stack>
      )}

      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Select
          style={{ flex: 1 }}
          size="xs"
          aria-label={`Add content to ${location.name}`}
          placeholder={
            library.length === 0
              ? 'Upload content in the Content tab first'
              : addable.length === 0
                ? 'Everything ready is already here'
                : 'Add content…'
          }
          data={addable}
          value={toAdd}
          onChange={setToAdd}
          searchable
          disabled={addable.length === 0}
          nothingFoundMessage="No match"
          comboboxProps={{ withinPortal: true }}
        />
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
          disabled={toAdd === null}
          loading={save.isPending && save.variables.items.length > entries.length}
          onClick={add}
        >
          Add
        </Button>
      </Group>

      <DurationSettingsModal
        entry={
          settingsFor === null
            ? null
            : {
                name: nameOf(settingsFor),
                duration: durations.get(settingsFor) ?? toDisplayDuration(undefined),
              }
        }
        saving={save.isPending}
        onClose={() => setSettingsFor(null)}
        onSave={(seconds) => settingsFor !== null && setDuration(settingsFor, seconds)}
      />
      <ContentScheduleModal
        item={scheduleFor === null ? null : (libraryById.get(scheduleFor) ?? null)}
        onClose={() => setScheduleFor(null)}
      />
    </Stack>
  );
}
