import { Paper, Table, VisuallyHidden } from '@mantine/core';
import type { Location } from '@marquee/protocol';
import { LocationRow } from './location-row';

interface LocationsTableProps {
  locations: Location[];
  onEdit: (location: Location) => void;
}

export function LocationsTable({ locations, onEdit }: LocationsTableProps) {
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={860} type="native">
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover aria-label="Locations">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Address</Table.Th>
              <Table.Th>Time zone</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {locations.map((location) => (
              <LocationRow key={location.id} location={location} onEdit={onEdit} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
