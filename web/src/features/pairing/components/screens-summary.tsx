import { Button, Skeleton } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import type { Display } from '@marquee/protocol';
import { OnlineDot } from './online-dot';

interface ScreensSummaryProps {
  displays: Display[] | undefined;
  expanded: boolean;
  onToggle: () => void;
  /** Names the location for screen readers: several rows have the same button. */
  locationName: string;
}

/** '2 screens · 1 online': the count at a glance, and the switch that unfolds the list. */
export function ScreensSummary({
  displays,
  expanded,
  onToggle,
  locationName,
}: ScreensSummaryProps) {
  if (!displays) return <Skeleton h={22} w={90} />;
  const online = displays.filter((d) => d.online).length;
  const label =
    displays.length === 0
      ? 'No screens'
      : `${displays.length} ${displays.length === 1 ? 'screen' : 'screens'} · ${online} online`;
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      color="gray"
      onClick={onToggle}
      aria-expanded={expanded}
      aria-label={`${expanded ? 'Hide' : 'Show'} screens of ${locationName}: ${label}`}
      leftSection={expanded ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
      rightSection={displays.length > 0 ? <OnlineDot online={online > 0} /> : undefined}
      data-testid="screens-summary"
    >
      {label}
    </Button>
  );
}
