import { ActionIcon, Button, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlayerPlay, IconPlayerStop, IconTrash } from '@tabler/icons-react';
import type { Location } from '@marquee/protocol';
import { formatDate } from '../../../shared/lib/format-date';
import { notify } from '../../../shared/lib/notify';
import { useDeleteLocation } from '../api/delete-location';
import { useUpdateLocation } from '../api/update-location';
import { confirmDeleteLocation } from './confirm-delete-location';
import { LocationStatusBadge } from './location-status-badge';

interface LocationRowProps {
  location: Location;
  onEdit: (location: Location) => void;
}

export function LocationRow({ location, onEdit }: LocationRowProps) {
  const update = useUpdateLocation();
  const remove = useDeleteLocation();
  const { id, name, isActive, isSuspended } = location;

  const toggle = () =>
    update.mutate(
      { id, changes: { isActive: !isActive } },
      {
        onSuccess: () =>
          isActive
            ? notify.success('Display Stopped', `${name} no longer plays content.`)
            : notify.success('Display Started', `${name} is now playing.`),
        onError: () => notify.error('Error', 'Failed to update display status'),
      },
    );

  const askDelete = () =>
    confirmDeleteLocation(location, () =>
      remove.mutate(id, {
        onSuccess: () => notify.success('Location deleted', `${name} has been deleted.`),
        onError: () => notify.error('Error', 'Failed to delete location'),
      }),
    );

  return (
    <Table.Tr data-testid="location-row">
      <Table.Td>
        <Text fw={600} size="sm">
          {name}
        </Text>
        {location.description && (
          <Text size="xs" c="dimmed" lineClamp={1} maw={260}>
            {location.description}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <LocationStatusBadge location={location} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" c={location.address ? undefined : 'dimmed'}>
          {location.address ?? '—'}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{location.timezone}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatDate(location.createdAt)}</Text>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap" justify="flex-end">
          <Button
            size="xs"
            w={84}
            variant="light"
            color={isActive ? 'orange' : 'teal'}
            leftSection={isActive ? <IconPlayerStop size={14} /> : <IconPlayerPlay size={14} />}
            onClick={toggle}
            loading={update.isPending}
            disabled={isSuspended}
            aria-label={`${isActive ? 'Stop' : 'Start'} ${name}`}
          >
            {isActive ? 'Stop' : 'Start'}
          </Button>
          <Tooltip label="Edit">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Edit ${name}`}
              onClick={() => onEdit(location)}
            >
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete ${name}`}
              onClick={askDelete}
              loading={remove.isPending}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
