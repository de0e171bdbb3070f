import '@mantine/dates/styles.css';
import { useState } from 'react';
import {
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconDownload } from '@tabler/icons-react';
import { REPORT_GROUPS, type ReportGroup } from '@marquee/protocol';
import { QueryError } from '../../../shared/ui/query-error';
import { useContent } from '../../content';
import { useLocations } from '../../locations';
import { playsReportUrl, usePlaysReport } from '../api/get-plays-report';
import { formatSeconds, lastDays } from '../lib/report-range';
import { PlaysChart } from './plays-chart';

const GROUP_LABELS: Record<ReportGroup, string> = {
  content: 'Content',
  location: 'Location',
  display: 'Screen',
  day: 'Day',
  hour: 'Hour',
};

type Range = [Date | null, Date | null];

const toDate = (v: string | Date | null) => (v === null ? null : new Date(v));

/** Proof of play: what played where and when, as a chart, a table and a CSV download. */
export function ReportsTab() {
  const initial = lastDays(7);
  const [range, setRange] = useState<Range>([
    initial.from,
    new Date(initial.to.getTime() - 86_400_000),
  ]);
  const [groupBy, setGroupBy] = useState<ReportGroup>('day');
  const [locationId, setLocationId] = useState<string | null>(null);
  const [contentId, setContentId] = useState<string | null>(null);
  const locations = useLocations();
  const content = useContent();

  const [start, end] = range;
  const params = {
    from: start ?? initial.from,
    // The picker's last day is inclusive: the report runs to the next midnight.
    to: end ? new Date(end.getFullYear(), end.getMonth(), end.getDate() + 1) : initial.to,
    groupBy,
    locationId: locationId ? Number(locationId) : null,
    contentId: contentId ? Number(contentId) : null,
  };
  const report = usePlaysReport(params);
  const rows = report.data?.rows ?? [];
  const overTime = groupBy === 'day' || groupBy === 'hour';

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="sm">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <DatePickerInput
              type="range"
              label="Dates"
              value={range}
              onChange={(v) => setRange([toDate(v[0]), toDate(v[1])])}
              maxDate={new Date()}
              miw={220}
              allowSingleDateInRange
            />
            <Select
              label="Location"
              placeholder="All locations"
              clearable
              data={(locations.data ?? []).map((l) => ({ value: String(l.id), label: l.name }))}
              value={locationId}
              onChange={setLocationId}
              miw={180}
            />
            <Select
              label="Content"
              placeholder="All content"
              clearable
              searchable
              data={(content.data ?? []).map((c) => ({
                value: String(c.id),
                label: c.originalName,
              }))}
              value={contentId}
              onChange={setContentId}
              miw={180}
            />
          </Group>
          <Group justify="space-between" wrap="wrap" gap="sm">
            <SegmentedControl
              aria-label="Group by"
              size="xs"
              value={groupBy}
              onChange={(v) => setGroupBy(v as ReportGroup)}
              data={REPORT_GROUPS.map((g) => ({ value: g, label: GROUP_LABELS[g] }))}
            />
            <Button
              component="a"
              href={playsReportUrl(params, 'csv')}
              download
              variant="light"
              leftSection={<IconDownload size={16} />}
            >
              Download CSV
            </Button>
          </Group>
        </Stack>
      </Paper>

      {report.isError ? (
        <QueryError error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <Group justify="space-between" mb="sm" wrap="wrap">
            <Title order={2} fz="lg">
              Plays by {GROUP_LABELS[groupBy].toLowerCase()}
            </Title>
            <Text size="sm" c="dimmed" data-testid="report-totals">
              {report.data
                ? `${report.data.totals.plays} plays · ${formatSeconds(report.data.totals.seconds)} on screen`
                : ''}
            </Text>
          </Group>
          {overTime && report.data && (
            <Text size="xs" c="dimmed" mb="xs">
              {report.data.timeZone
                ? `Times in ${report.data.timeZone}`
                : `Times in each location's own zone (${report.data.timeZones.join(', ')})`}
            </Text>
          )}
          {rows.length === 0 ? (
            <Text c="dimmed" py="xl" ta="center">
              {report.isPending ? 'Loading…' : 'No plays in this range.'}
            </Text>
          ) : (
            <>
              <PlaysChart
                rows={overTime ? rows : rows.slice(0, 15)}
                over={overTime ? 'time' : 'items'}
              />
              <Table.ScrollContainer minWidth={300} mt="md">
                <Table striped highlightOnHover data-testid="report-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{GROUP_LABELS[groupBy]}</Table.Th>
                      <Table.Th ta="right">Plays</Table.Th>
                      <Table.Th ta="right">On screen</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((r) => (
                      <Table.Tr key={r.key}>
                        <Table.Td>{r.label}</Table.Td>
                        <Table.Td ta="right">{r.plays}</Table.Td>
                        <Table.Td ta="right">{formatSeconds(r.seconds)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              {report.data && report.data.totalRows > rows.length && (
                <Text size="sm" c="dimmed" mt="xs" data-testid="report-more-rows">
                  {`Showing the ${overTime ? 'first' : 'top'} ${rows.length} of ${report.data.totalRows} rows; the CSV download has them all.`}
                </Text>
              )}
            </>
          )}
        </Paper>
      )}
    </Stack>
  );
}
