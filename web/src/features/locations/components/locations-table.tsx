import { Paper, Stack, Table, VisuallyHidden } from '@mantine/core';
import type { Location } from '@marquee/protocol';
import { useBelow } from '../../../shared/lib/use-below';
import { LocationPhoneCard } from './location-phone-card';
import { LocationRow } from './location-row';
import classes from './locations-table.module.css';

interface LocationsTableProps {
  locations: Location[];
  onEdit: (location: Location) => void;
  onConnect: (location: Location) => void;
}

const columns = 7;

export function LocationsTable({ locations, onEdit, onConnect }: LocationsTableProps) {
  // A phone gets cards: seven columns would hide the actions off to the side.
  const phone = useBelow('sm');
  if (phone)
    return (
      <Stack gap="sm" aria-label="Locations">
        {locations.map((location) => (
          <LocationPhoneCard
            key={location.id}
            location={location}
            onEdit={onEdit}
            onConnect={onConnect}
          />
        ))}
      </Stack>
    );
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={1020} type="native" className={classes.scroller}>
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover aria-label="Locations">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Address</Table.Th>
              <Table.Th>Time zone</Table.Th>
              <Table.Th>Screens</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {locations.map((location) => (
              <LocationRow
                key={location.id}
                location={location}
                onEdit={onEdit}
                onConnect={onConnect}
                columns={columns}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
