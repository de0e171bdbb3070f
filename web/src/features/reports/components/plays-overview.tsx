import { Grid, Group, Paper, Skeleton, Text, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useLocations } from '../../locations';
import { displaysQueryOptions } from '../../pairing';
import { usePlaysReport } from '../api/get-plays-report';
import { dayKeys, lastDays } from '../lib/report-range';
import { PlaysChart } from './plays-chart';

const TOP = 5;

/** Overview's charts (their own chunk, with the chart library): the last 30 days at a glance. */
export function PlaysOverview() {
  const range = lastDays(30);
  const perDay = usePlaysReport({ ...range, groupBy: 'day' });
  const topContent = usePlaysReport({ ...range, groupBy: 'content' });
  const counts = new Map((perDay.data?.rows ?? []).map((r) => [r.key, r.plays]));
  const days = dayKeys(range.from, range.to).map((key) => ({
    key,
    label: key,
    plays: counts.get(key) ?? 0,
    seconds: 0,
  }));

  return (
    <Grid gap={{ base: 'sm', sm: 'md' }}>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} h="100%">
          <Group justify="space-between" mb="sm">
            <Title order={2} fz="lg">
              Plays per day
            </Title>
            <Text size="sm" c="dimmed" data-testid="plays-30-days">
              {perDay.data ? `${perDay.data.totals.plays} in 30 days` : ''}
            </Text>
          </Group>
          {perDay.isPending ? <Skeleton h={220} /> : <PlaysChart rows={days} over="time" h={220} />}
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} h="100%">
          <ScreensOnline />
          <Title order={2} fz="lg" mt="md" mb="sm">
            Top content
          </Title>
          {topContent.isPending ? (
            <Skeleton h={140} />
          ) : topContent.data?.rows.length ? (
            <PlaysChart rows={topContent.data.rows.slice(0, TOP)} over="items" h={160} />
          ) : (
            <Text size="sm" c="dimmed">
              Nothing played in the last 30 days.
            </Text>
          )}
        </Paper>
      </Grid.Col>
    </Grid>
  );
}

function ScreensOnline() {
  const locations = useLocations();
  const displays = useQueries({
    queries: (locations.data ?? []).map((l) => displaysQueryOptions(l.id)),
  });
  const all = displays.flatMap((d) => d.data ?? []);
  const online = all.filter((d) => d.online).length;
  return (
    <div role="group" aria-label="Screens online now">
      <Text size="sm" c="dimmed" fw={600}>
        Screens online now
      </Text>
      <Text fz={30} fw={700} lh={1.2} data-testid="screens-online">
        {online}
        <Text span size="sm" c="dimmed" fw={400}>
          {' '}
          of {all.length}
        </Text>
      </Text>
    </div>
  );
}
