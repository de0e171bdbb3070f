import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ContentItem, Display, Location } from '@marquee/protocol';
import { useContent } from '../../content';
import { useLocations, LocationStatusBadge } from '../../locations';
import { useDisplays } from '../../pairing';
import { ContentThumb } from '../../presentation';

/** Each location at a glance: are its screens on, and what do they show right now. */
export function NowPlaying({ onGoToLocations }: { onGoToLocations: () => void }) {
  const locations = useLocations();
  const content = useContent();
  const byId = new Map((content.data ?? []).map((c) => [c.id, c]));
  if (locations.isSuccess && locations.data.length === 0) return null;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} aria-labelledby="now-playing-title">
      <Title order={2} fz="lg" id="now-playing-title" mb="md">
        Screens right now
      </Title>
      {locations.isPending ? (
        <Skeleton h={48} />
      ) : (
        <Stack gap="sm">
          {(locations.data ?? []).map((l) => (
            <LocationNow key={l.id} location={l} byId={byId} onConnect={onGoToLocations} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function LocationNow({
  location,
  byId,
  onConnect,
}: {
  location: Location;
  byId: ReadonlyMap<number, ContentItem>;
  onConnect: () => void;
}) {
  const displays = useDisplays(location.id);
  return (
    <Stack gap={6} data-testid="now-playing-location">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {location.name}
        </Text>
        <LocationStatusBadge location={location} withScreens onConnect={onConnect} />
      </Group>
      {displays.data && <Showing displays={displays.data} byId={byId} />}
    </Stack>
  );
}

/** The distinct items the connected screens report, each with how many screens show it. */
function Showing({
  displays,
  byId,
}: {
  displays: readonly Display[];
  byId: ReadonlyMap<number, ContentItem>;
}) {
  const items = new Map<number, { name: string; screens: number }>();
  for (const d of displays) {
    if (!d.online || !d.showing) continue;
    const seen = items.get(d.showing.contentId);
    items.set(d.showing.contentId, { name: d.showing.name, screens: (seen?.screens ?? 0) + 1 });
  }
  if (items.size === 0)
    return displays.some((d) => d.online) ? (
      <Text size="xs" c="dimmed">
        Starting up…
      </Text>
    ) : null;
  return (
    <Group gap="sm">
      {[...items].map(([id, { name, screens }]) => (
        <Group key={id} gap="xs" wrap="nowrap" miw={0} maw="100%" data-testid="now-playing-item">
          <ContentThumb item={byId.get(id)} width={56} />
          <Stack gap={0} miw={0}>
            <Text size="sm" truncate="end">
              {name}
            </Text>
            <Text size="xs" c="dimmed">
              Playing on {screens} {screens === 1 ? 'screen' : 'screens'}
            </Text>
          </Stack>
        </Group>
      ))}
    </Group>
  );
}
