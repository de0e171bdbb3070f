import { Card, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { FleetHealth } from '@marquee/protocol';
import { timeAgo } from '../../../shared/lib/time-ago';
import { useFleetHealth } from '../api/get-fleet-health';

const WIDTH = 600;
const HEIGHT = 120;

/** Screens online at each hour of the last 7 days, as bars: no chart library needed for this. */
function OnlineBars({ points }: { points: FleetHealth['online'] }) {
  const max = Math.max(1, ...points.map((p) => p.screens));
  const step = WIDTH / Math.max(1, points.length);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width="100%"
      height={HEIGHT}
      preserveAspectRatio="none"
      role="img"
      aria-label="Screens online, last 7 days"
    >
      {points.map((p, i) => {
        const h = (p.screens / max) * (HEIGHT - 4);
        return (
          <rect
            key={p.at}
            x={i * step}
            y={HEIGHT - h}
            width={Math.max(1, step - 0.5)}
            height={h}
            fill="var(--mantine-color-teal-5)"
          >
            <title>{`${new Date(p.at).toLocaleString()}: ${p.screens}`}</title>
          </rect>
        );
      })}
    </svg>
  );
}

/** The back office's fleet health: screens online over time, and the screens dark longest. */
export function FleetHealthCard() {
  const fleet = useFleetHealth();
  if (!fleet.data) return fleet.isPending ? <Skeleton h={200} /> : null;
  const { online, offlineLongest } = fleet.data;
  const now = online.at(-1)?.screens ?? 0;
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing={{ base: 'sm', sm: 'md' }}>
      <Card withBorder radius="md">
        <Stack gap="xs">
          <Title order={3} fz="md">
            Screens online, last 7 days
          </Title>
          <Text size="sm" c="dimmed">
            {now} online now · peak {Math.max(0, ...online.map((p) => p.screens))}
          </Text>
          <OnlineBars points={online} />
        </Stack>
      </Card>
      <Card withBorder radius="md">
        <Title order={3} fz="md" mb="xs">
          Offline longest
        </Title>
        {offlineLongest.length === 0 ? (
          <Text size="sm" c="dimmed">
            Every screen is online.
          </Text>
        ) : (
          // How long a screen has been dark comes right after its name: on a phone the table
          // scrolls, and what an operator acts on stays in view.
          <Table.ScrollContainer minWidth={420}>
            <Table fz="xs" verticalSpacing={4} aria-label="Screens offline longest">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Screen</Table.Th>
                  <Table.Th>Offline since</Table.Th>
                  <Table.Th>Location</Table.Th>
                  <Table.Th>Owner</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {offlineLongest.slice(0, 10).map((s) => (
                  <Table.Tr key={s.displayId}>
                    <Table.Td>{s.name}</Table.Td>
                    <Table.Td>{timeAgo(s.offlineSince)}</Table.Td>
                    <Table.Td>{s.locationName}</Table.Td>
                    <Table.Td>{s.ownerEmail}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
    </SimpleGrid>
  );
}
