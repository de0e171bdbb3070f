import { Badge } from '@mantine/core';
import type { Location } from '@marquee/protocol';
import { locationStatus } from '../lib/location-status';

const look = {
  live: { color: 'teal', label: 'Live' },
  stopped: { color: 'gray', label: 'Stopped' },
  suspended: { color: 'red', label: 'Suspended' },
} as const;

export function LocationStatusBadge({ location }: { location: Location }) {
  const { color, label } = look[locationStatus(location)];
  return (
    <Badge color={color} variant="light" radius="sm">
      {label}
    </Badge>
  );
}
