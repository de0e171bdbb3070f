import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { PlaysReportRow } from '@marquee/protocol';

/** Plays per row: columns over time (day, hour), horizontal bars for the top items. */
export function PlaysChart({
  rows,
  over,
  h = 260,
}: {
  rows: readonly PlaysReportRow[];
  over: 'time' | 'items';
  h?: number;
}) {
  const data = rows.map((r) => ({
    label: over === 'time' ? r.key.slice(5) : r.label,
    plays: r.plays,
  }));
  return (
    <BarChart
      h={h}
      data={data}
      dataKey="label"
      orientation={over === 'items' ? 'vertical' : 'horizontal'}
      series={[{ name: 'plays', label: 'Plays', color: 'indigo.6' }]}
      yAxisProps={over === 'items' ? { width: 120 } : {}}
      tickLine="none"
      gridAxis={over === 'items' ? 'none' : 'y'}
      withTooltip
    />
  );
}
