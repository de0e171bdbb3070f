import { Badge, Group } from '@mantine/core';
import { daysUntilSuspension, type Location } from '@marquee/protocol';
import { locationStatus } from '../lib/location-status';

const look = {
  live: { color: 'teal', label: 'Live' },
  stopped: { color: 'gray', label: 'Stopped' },
  suspended: { color: 'red', label: 'Suspended - Payment Required' },
} as const;

export function LocationStatusBadge({ location }: { location: Location }) {
  const status = locationStatus(location);
  const { color, label } = look[status];
  const overdue = status !== 'suspended' && location.unpaidDays > 0;
  return (
    <Group gap={6} wrap="nowrap">
      <Badge color={color} variant="light" radius="sm">
        {label}
      </Badge>
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
