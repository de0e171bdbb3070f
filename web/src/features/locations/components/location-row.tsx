import { Button, Group, Table, Text } from '@mantine/core';
import { IconPlayerPlay, IconPlayerStop, IconPlugConnected } from '@tabler/icons-react';
import type { Location } from '@marquee/protocol';
import { useState } from 'react';
import { useDisplays } from '../../pairing/api/get-displays';
import { ScreensList } from '../../pairing/components/screens-list';
import { ScreensSummary } from '../../pairing/components/screens-summary';
import { formatDate } from '../../../shared/lib/format-date';
import { notify } from '../../../shared/lib/notify';
import { EditDeleteActions } from '../../../shared/ui/edit-delete-actions';
import { useDeleteLocation } from '../api/delete-location';
import { useToggleDisplay } from '../api/toggle-display';
import { confirmDeleteLocation } from './confirm-delete-location';
import { LocationStatusBadge } from './location-status-badge';
import classes from './locations-table.module.css';

interface LocationRowProps {
  location: Location;
  onEdit: (location: Location) => void;
  onConnect: (location: Location) => void;
  /** Columns of the table, so the screens row below spans all of them. */
  columns: number;
}

export function LocationRow({ location, onEdit, onConnect, columns }: LocationRowProps) {
  const remove = useDeleteLocation();
  const displays = useDisplays(location.id);
  // Unfolded by default once a location has screens; the owner's own choice wins after that.
  const [expandedChoice, setExpanded] = useState<boolean | null>(null);
  const expanded = expandedChoice ?? (displays.data?.length ?? 0) > 0;
  const { id, name, isActive, isSuspended } = location;

  const { toggle, pending: toggling } = useToggleDisplay(location);

  const askDelete = () =>
    confirmDeleteLocation(location, () =>
      remove.mutate(id, {
        onSuccess: () => notify.success('Location deleted', `${name} has been deleted.`),
        onError: () => notify.error('Error', 'Failed to delete location'),
      }),
    );

  return (
    <>
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
          <ScreensSummary
            displays={displays.data}
            expanded={expanded}
            onToggle={() => setExpanded(!expanded)}
            locationName={name}
          />
        </Table.Td>
        <Table.Td>
          <Text size="sm">{formatDate(location.createdAt)}</Text>
        </Table.Td>
        <Table.Td>
          <Group gap="xs" wrap="nowrap" justify="flex-end">
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlugConnected size={14} />}
              onClick={() => onConnect(location)}
              disabled={isSuspended}
              aria-label={`Connect ${name}`}
            >
              Connect
            </Button>
            <Button
              size="xs"
              w={84}
              variant="light"
              color={isActive ? 'orange' : 'teal'}
              leftSection={isActive ? <IconPlayerStop size={14} /> : <IconPlayerPlay size={14} />}
              onClick={toggle}
              loading={toggling}
              disabled={isSuspended}
              aria-label={`${isActive ? 'Stop' : 'Start'} ${name}`}
            >
              {isActive ? 'Stop' : 'Start'}
            </Button>
            <EditDeleteActions
              name={name}
              onEdit={() => onEdit(location)}
              onDelete={askDelete}
              deleting={remove.isPending}
            />
          </Group>
        </Table.Td>
      </Table.Tr>
      {expanded && (
        <Table.Tr data-testid="location-screens" className={classes.screensRow}>
          <Table.Td colSpan={columns} py="xs">
            {/* Pinned to the visible part of the scrolling table, so phones see every action. */}
            <div className={classes.screens}>
              <ScreensList locationId={id} onConnect={() => onConnect(location)} />
            </div>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
