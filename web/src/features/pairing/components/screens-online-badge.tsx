import { Badge } from '@mantine/core';
import type { Display } from '@marquee/protocol';
import { OnlineDot } from './online-dot';

/** Whether a location's screens are really on: connected now, out of those paired with it. */
export function screensOnlineLabel(displays: readonly Display[]): string {
  if (displays.length === 0) return 'No screens yet';
  const online = displays.filter((d) => d.online).length;
  return `${online} of ${displays.length} screens online`;
}

export function ScreensOnlineBadge({ displays }: { displays: readonly Display[] }) {
  const online = displays.filter((d) => d.online).length;
  const color =
    displays.length === 0
      ? 'gray'
      : online === displays.length
        ? 'teal'
        : online > 0
          ? 'yellow'
          : 'red';
  return (
    <Badge
      color={color}
      variant="light"
      radius="sm"
      leftSection={displays.length > 0 ? <OnlineDot online={online > 0} /> : undefined}
      data-testid="screens-online"
    >
      {screensOnlineLabel(displays)}
    </Badge>
  );
}
