import { Badge, Button, Group, Skeleton } from '@mantine/core';
import { daysUntilSuspension, type Location } from '@marquee/protocol';
import { useDisplays, ScreensOnlineBadge } from '../../pairing';
import { locationStatus } from '../lib/location-status';

const look = {
  live: { color: 'teal', label: 'Started' },
  stopped: { color: 'gray', label: 'Stopped' },
  suspended: { color: 'red', label: 'Suspended - Payment Required' },
} as const;

/**
 * The Start/Stop and payment state. The back office sees only that; an owner's own views pass
 * `withScreens` and see, for a started location, how many of its screens are really on instead.
 */
export function LocationStatusBadge({
  location,
  withScreens,
  onConnect,
}: {
  location: Location;
  withScreens?: boolean;
  /** Offered next to "No screens yet". */
  onConnect?: () => void;
}) {
  const status = locationStatus(location);
  const { color, label } = look[status];
  const overdue = status !== 'suspended' && location.unpaidDays > 0;
  return (
    <Group gap={6} wrap="wrap" data-testid="location-status">
      {withScreens && status === 'live' ? (
        <LocationScreens location={location} onConnect={onConnect} />
      ) : (
        <Badge color={color} variant="light" radius="sm">
          {label}
        </Badge>
      )}
      {overdue && (
        <Badge
          color="yellow"
          variant="light"
          radius="sm"
          title={`Suspension in ${daysUntilSuspension(location.unpaidDays)} days`}
        >
          {location.unpaidDays} days overdue
        </Badge>
      )}
    </Group>
  );
}

function LocationScreens({ location, onConnect }: { location: Location; onConnect?: () => void }) {
  // Kept live by the dashboard socket: screens coming and going refetch this query.
  const displays = useDisplays(location.id);
  if (!displays.data) return <Skeleton h={20} w={120} />;
  return (
    <>
      <ScreensOnlineBadge displays={displays.data} />
      {displays.data.length === 0 && onConnect && (
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={onConnect}
          aria-label={`Connect a screen to ${location.name}`}
        >
          Connect one
        </Button>
      )}
    </>
  );
}
