import { Box, Tooltip } from '@mantine/core';

/** Green when the screen checked in within the last half minute, grey otherwise. */
export function OnlineDot({ online }: { online: boolean }) {
  const label = online ? 'Online' : 'Offline';
  return (
    <Tooltip label={label}>
      <Box
        role="img"
        aria-label={label}
        w={10}
        h={10}
        miw={10}
        bg={online ? 'teal.6' : 'gray.5'}
        style={{
          borderRadius: '50%',
          boxShadow: online ? '0 0 0 3px var(--mantine-color-teal-1)' : undefined,
        }}
      />
    </Tooltip>
  );
}
