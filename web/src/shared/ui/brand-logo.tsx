import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconDeviceTv } from '@tabler/icons-react';

export function BrandLogo({ size = 'md' }: { size?: 'sm' | 'md' | 'lg' }) {
  const iconSize = { sm: 28, md: 34, lg: 42 }[size];
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon
        size={iconSize}
        radius="md"
        variant="gradient"
        gradient={{ from: 'indigo', to: 'violet' }}
      >
        <IconDeviceTv size={iconSize * 0.6} stroke={1.8} />
      </ThemeIcon>
      <Text fw={800} fz={size === 'lg' ? 26 : size === 'md' ? 20 : 17} lts={-0.3}>
        Marquee
      </Text>
    </Group>
  );
}
