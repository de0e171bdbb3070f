import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMapPinPlus, IconPlus } from '@tabler/icons-react';
import { formatCents, MONTHLY_FEE_CENTS } from '@marquee/protocol';
import type { Location } from '@marquee/protocol';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ConnectDisplayDialog, isCompletePairingCode, pairingCodeDigits } from '../../pairing';
import { EmptyPanel } from '../../../shared/ui/empty-panel';
import { QueryError } from '../../../shared/ui/query-error';
import { useLocations } from '../api/get-locations';
import { ClaimLocationChooser } from './claim-location-chooser';
import { LocationFormModal } from './location-form-modal';
import { LocationsTable } from './locations-table';

export function LocationsTab() {
  const locations = useLocations();
  const [opened, dialog] = useDisclosure(false);
  const [editing, setEditing] = useState<Location | null>(null);
  const [connecting, setConnecting] = useState<{ location: Location; claimCode?: string } | null>(
    null,
  );
  // A TV-flow screen's QR code lands here with ?claim=<code>. The URL itself is the pending
  // state: it is dropped once the owner picks a location or closes the prompt.
  const [params, setParams] = useSearchParams();
  const claim = pairingCodeDigits(params.get('claim'));
  const pendingClaim = params.has('claim') && isCompletePairingCode(claim) ? claim : null;
  const dropClaim = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('claim');
        return next;
      },
      { replace: true },
    );

  const openCreate = () => {
    setEditing(null);
    dialog.open();
  };
  const openEdit = (location: Location) => {
    setEditing(location);
    dialog.open();
  };

  const createButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={openCreate}>
      Create Location
    </Button>
  );
  const list = locations.data ?? [];
  const claimable = list.filter((l) => !l.isSuspended);
  // With exactly one location there is nothing to choose: straight to its dialog.
  const target =
    connecting ??
    (pendingClaim && claimable.length === 1 && claimable[0]
      ? { location: claimable[0], claimCode: pendingClaim }
      : null);
  const closeConnect = () => {
    setConnecting(null);
    if (pendingClaim) dropClaim();
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} fz="xl">
            Locations
          </Title>
          <Text size="sm" c="dimmed">
            Each location has its own playlist and screens, billed at{' '}
            {formatCents(MONTHLY_FEE_CENTS)} a month.
          </Text>
        </div>
        {list.length > 0 && createButton}
      </Group>

      {locations.isPending ? (
        <Skeleton h={220} radius="md" />
      ) : locations.isError ? (
        <QueryError error={locations.error} onRetry={() => void locations.refetch()} />
      ) : list.length === 0 ? (
        <EmptyPanel
          icon={<IconMapPinPlus size={34} />}
          title="No locations yet"
          description="A location is a store, lobby or waiting room with one or more screens. Create your first one to start playing content."
        >
          {createButton}
        </EmptyPanel>
      ) : (
        <LocationsTable
          locations={list}
          onEdit={openEdit}
          onConnect={(location) => setConnecting({ location })}
        />
      )}

      <LocationFormModal opened={opened} onClose={dialog.close} location={editing} />
      {target && (
        <ConnectDisplayDialog
          key={target.location.id}
          location={target.location}
          claimCode={target.claimCode}
          onClose={closeConnect}
        />
      )}
      {pendingClaim && !target && locations.isSuccess && (
        <ClaimLocationChooser
          code={pendingClaim}
          locations={list}
          onChoose={(location) => {
            setConnecting({ location, claimCode: pendingClaim });
            dropClaim();
          }}
          onClose={dropClaim}
        />
      )}
    </Stack>
  );
}
