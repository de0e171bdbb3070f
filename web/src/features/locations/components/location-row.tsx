import { Table, Text } from '@mantine/core';
import type { Location } from '@marquee/protocol';
import { formatDate } from '../../../shared/lib/format-date';
import { ScreensList, ScreensSummary } from '../../pairing';
import { useScreensExpanded } from '../lib/use-screens-expanded';
import { LocationActions } from './location-actions';
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
  const { displays, expanded, toggle } = useScreensExpanded(location.id);
  const { id, name } = location;

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
          <LocationStatusBadge
            location={location}
            withScreens
            onConnect={() => onConnect(location)}
          />
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
            onToggle={toggle}
            locationName={name}
          />
        </Table.Td>
        <Table.Td>
          <Text size="sm">{formatDate(location.createdAt)}</Text>
        </Table.Td>
        <Table.Td>
          <LocationActions location={location} onEdit={onEdit} onConnect={onConnect} />
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
