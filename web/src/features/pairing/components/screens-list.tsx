import { Button, Skeleton, Stack, Text } from '@mantine/core';
import type { Display } from '@marquee/protocol';
import { useState } from 'react';
import { useDisplays } from '../api/get-displays';
import { RenameScreenModal } from './rename-screen-modal';
import { ScreenItem } from './screen-item';
import { LocationAlertsForm } from '../../alerts';

interface ScreensListProps {
  locationId: number;
  onConnect: () => void;
}

/** The screens paired with one location, kept fresh by the displays query's own refetch. */
export function ScreensList({ locationId, onConnect }: ScreensListProps) {
  const displays = useDisplays(locationId);
  const [renaming, setRenaming] = useState<Display | null>(null);

  if (displays.isPending) return <Skeleton h={36} />;
  if (displays.isError)
    return (
      <Text size="sm" c="red.7">
        Could not load the screens.{' '}
        <Button size="compact-xs" variant="subtle" onClick={() => void displays.refetch()}>
          Try again
        </Button>
      </Text>
    );

  const list = displays.data;
  return (
    <>
      {list.length === 0 ? (
        <Text size="sm" c="dimmed">
          No screens yet.{' '}
          <Button size="compact-sm" variant="subtle" onClick={onConnect}>
            Connect one
          </Button>
        </Text>
      ) : (
        <Stack gap="xs" aria-label="Screens">
          {list.map((display) => (
            <ScreenItem
              key={display.id}
              display={display}
              now={displays.dataUpdatedAt}
              onRename={setRenaming}
            />
          ))}
        </Stack>
      )}
      {list.length > 0 && <LocationAlertsForm locationId={locationId} />}
      <RenameScreenModal display={renaming} onClose={() => setRenaming(null)} />
    </>
  );
}
