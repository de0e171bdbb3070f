import { Button, Group } from '@mantine/core';
import { IconPlayerPlay, IconPlayerStop, IconPlugConnected } from '@tabler/icons-react';
import type { Location } from '@marquee/protocol';
import { notify } from '../../../shared/lib/notify';
import { EditDeleteActions } from '../../../shared/ui/edit-delete-actions';
import { useDeleteLocation } from '../api/delete-location';
import { useToggleDisplay } from '../api/toggle-display';
import { confirmDeleteLocation } from './confirm-delete-location';

interface LocationActionsProps {
  location: Location;
  onEdit: (location: Location) => void;
  onConnect: (location: Location) => void;
}

/** Connect, Start/Stop, Edit and Delete: the end of a table row, or a phone card's footer. */
export function LocationActions({ location, onEdit, onConnect }: LocationActionsProps) {
  const remove = useDeleteLocation();
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
  );
}
