import { Divider, Group, Paper, Stack, Text } from '@mantine/core';
import type { Location } from '@marquee/protocol';
import { ScreensList, ScreensSummary } from '../../pairing';
import { useScreensExpanded } from '../lib/use-screens-expanded';
import { LocationActions } from './location-actions';
import { LocationStatusBadge } from './location-status-badge';

interface LocationPhoneCardProps {
  location: Location;
  onEdit: (location: Location) => void;
  onConnect: (location: Location) => void;
}

/** A location on a phone: what the table row says, stacked, with every action in view. */
export function LocationPhoneCard({ location, onEdit, onConnect }: LocationPhoneCardProps) {
  const { displays, expanded, toggle } = useScreensExpanded(location.id);
  const { name } = location;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="location-row">
      <Stack gap="xs">
        <div>
          <Text fw={600} size="sm">
            {name}
          </Text>
          {location.description && (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {location.description}
            </Text>
          )}
        </div>
        <LocationStatusBadge
          location={location}
          withScreens
          onConnect={() => onConnect(location)}
        />
        <Text size="xs" c="dimmed">
          {[location.address, location.timezone].filter(Boolean).join(' · ')}
        </Text>
        {/* With none, the status above already says so and offers Connect. */}
        {displays.data?.length ? (
          <Group>
            <ScreensSummary
              displays={displays.data}
              expanded={expanded}
              onToggle={toggle}
              locationName={name}
            />
          </Group>
        ) : null}
        {expanded && (
          <div data-testid="location-screens">
            <ScreensList locationId={location.id} onConnect={() => onConnect(location)} />
          </div>
        )}
        <Divider />
        <LocationActions location={location} onEdit={onEdit} onConnect={onConnect} />
      </Stack>
    </Paper>
  );
}
