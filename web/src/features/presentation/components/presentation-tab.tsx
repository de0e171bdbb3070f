import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconMapPinPlus } from '@tabler/icons-react';
import { formatCents, monthlyTotalCents } from '@marquee/protocol';
import type { ContentItem, Location } from '@marquee/protocol';
import { useMemo, useState } from 'react';
import { EmptyPanel } from '../../../shared/ui/empty-panel';
import { QueryError } from '../../../shared/ui/query-error';
import { useLocations } from '../../locations';
import { ConnectDisplayDialog } from '../../pairing';
import { useLibrary } from '../api/get-library';
import { ContentGuidelines } from './content-guidelines';
import { DisplayPreviewList } from './display-preview-list';
import { GlobalOrder } from './global-order';
import { LocationCard } from './location-card';

interface PresentationTabProps {
  onGoToLocations: () => void;
  onGoToBilling: () => void;
}

const noContent: ContentItem[] = [];

export function PresentationTab({ onGoToLocations, onGoToBilling }: PresentationTabProps) {
  const locations = useLocations();
  const [connecting, setConnecting] = useState<Location | null>(null);
  const library = useLibrary();
  const items = library.data ?? noContent;
  const byId = useMemo(() => new Map(items.map((c) => [c.id, c])), [items]);

  if (locations.isPending) return <Skeleton h={320} radius="md" />;
  if (locations.isError) {
    return <QueryError error={locations.error} onRetry={() => void locations.refetch()} />;
  }
  const list = locations.data;
  if (list.length === 0) {
    return (
      <EmptyPanel
        icon={<IconMapPinPlus size={34} />}
        title="Create a location first"
        description="Playlists, previews and screens belong to a location. Create one, then come back to set what it plays."
      >
        <Button leftSection={<IconMapPin size={16} />} onClick={onGoToLocations}>
          Go to Locations
        </Button>
      </EmptyPanel>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} fz="xl">
            Presentation
          </Title>
          <Text size="sm" c="dimmed">
            Set what each location plays, in which order and for how long.
          </Text>
        </div>
        <Paper withBorder radius="md" px="md" py="xs" role="group" aria-label="Total monthly cost">
          <Text size="xs" c="dimmed">
            Total monthly cost
          </Text>
          <Text fw={700} fz="lg" data-testid="total-monthly-cost">
            {formatCents(monthlyTotalCents(list))}
          </Text>
        </Paper>
      </Group>

      {library.isError && (
        <QueryError error={library.error} onRetry={() => void library.refetch()} />
      )}

      <Stack gap="md">
        {list.map((location) => (
          <LocationCard
            key={location.id}
            location={location}
            library={items}
            libraryById={byId}
            onResolvePayment={onGoToBilling}
          />
        ))}
      </Stack>

      <GlobalOrder locations={list} library={items} libraryById={byId} />
      <ContentGuidelines />
      <DisplayPreviewList locations={list} onConnectDisplay={setConnecting} />
      {connecting && (
        <ConnectDisplayDialog
          key={connecting.id}
          location={connecting}
          onClose={() => setConnecting(null)}
        />
      )}
    </Stack>
  );
}
