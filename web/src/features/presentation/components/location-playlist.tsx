import { Button, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import {
  DISPLAY_DURATION_DEFAULT_S,
  type ContentItem,
  type Location,
  type PlaylistEntry,
} from '@marquee/protocol';
import { useState } from 'react';
import { notify } from '../../../shared/lib/notify';
import { QueryError } from '../../../shared/ui/query-error';
import { usePlaylist } from '../api/get-playlist';
import { useSavePlaylist } from '../api/save-playlist';
import { moveItem } from '../lib/order';
import { ContentScheduleModal } from './content-schedule-modal';
import { DurationSettingsModal } from './duration-settings-modal';
import { PlaylistEntryRow } from './playlist-entry-row';
import { SortableList } from './sortable-list';

interface LocationPlaylistProps {
  location: Location;
  library: ContentItem[];
  libraryById: Map<number, ContentItem>;
}

export function LocationPlaylist({ location, library, libraryById }: LocationPlaylistProps) {
  const playlist = usePlaylist(location.id);
  const save = useSavePlaylist();
  // The order just dropped, shown while it saves; dropped again if the save fails.
  const [moving, setMoving] = useState<number[] | null>(null);
  const [settingsFor, setSettingsFor] = useState<number | null>(null);
  const [scheduleFor, setScheduleFor] = useState<number | null>(null);
  const [toAdd, setToAdd] = useState<string | null>(null);

  if (playlist.isPending) return <Skeleton h={120} />;
  if (playlist.isError) {
    return <QueryError error={playlist.error} onRetry={() => void playlist.refetch()} />;
  }

  const entries: PlaylistEntry[] = playlist.data;
  const order = moving ?? entries.map((e) => e.contentId);
  const durations = new Map(entries.map((e) => [e.contentId, e.displayDuration]));
  // What each entry has set for itself (null: it follows the item). Saves send these back
  // untouched, so only what the user changes becomes a fixed duration.
  const ownDurations = new Map(entries.map((e) => [e.contentId, e.ownDuration]));
  const nameOf = (id: number) => libraryById.get(id)?.originalName ?? `Content #${id}`;

  /** Every change saves at once, as membership and durations always did: no Save button. */
  const move = (from: number, to: number, title: string) => {
    const next = moveItem(order, from, to);
    const name = nameOf(order[from]!);
    setMoving(next);
    save.mutate(
      {
        locationId: location.id,
        items: next.map((contentId) => ({
          contentId,
          displayDuration: ownDurations.get(contentId) ?? null,
        })),
      },
      {
        onSuccess: () => {
          setMoving(null);
          notify.success(title, `${name} is now number ${to + 1} at ${location.name}.`);
        },
        onError: () => {
          setMoving(null);
          notify.error(
            'Order Not Saved',
            'The new order could not be saved, so the old one is back. Please try again.',
          );
        },
      },
    );
  };

  const write = (
    items: { contentId: number; displayDuration: number | null }[],
    done: () => void,
    failure: string,
  ) =>
    save.mutate(
      { locationId: location.id, items },
      { onSuccess: done, onError: () => notify.error('Error', failure) },
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
      () => notify.success('Content Removed', `${nameOf(id)} no longer plays at ${location.name}.`),
      'Failed to remove content. Please try again.',
    );

  const setDuration = (id: number, seconds: number) =>
    write(
      serverItems.map((e) => (e.contentId === id ? { ...e, displayDuration: seconds } : e)),
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
        <Text size="xs" c="dimmed" role="status">
          {moving ? 'Saving…' : 'Drag to reorder: changes save at once'}
        </Text>
      </Group>

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
                  duration={durations.get(id) ?? DISPLAY_DURATION_DEFAULT_S}
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
                duration: durations.get(settingsFor) ?? DISPLAY_DURATION_DEFAULT_S,
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
