import { Badge, Box, Group, Progress, Text } from '@mantine/core';
import { IconCoffee } from '@tabler/icons-react';
import classes from './landing.module.css';

/** A drawn display showing what a customer's screen looks like while it plays. */
export function ScreenMockup() {
  return (
    <Box className={classes.mockup} aria-hidden>
      <div className={classes.mockupScreen}>
        <div className={classes.mockupSlide}>
          <IconCoffee size={46} stroke={1.4} />
          <Text fw={800} fz={{ base: 22, sm: 28 }} lh={1.1} mt="xs">
            Autumn menu is here
          </Text>
          <Text fz="sm" opacity={0.85}>
            Pumpkin spice latte · $4.50
          </Text>
        </div>
        <Group justify="space-between" px="sm" py={6} className={classes.mockupFooter}>
          <Text fz={11} fw={700} c="teal.3">
            ● LIVE DISPLAY
          </Text>
          <Text fz={11} c="gray.4">
            Downtown Café · 2 of 6 · Next: 7s
          </Text>
        </Group>
        <Progress value={35} size={3} radius={0} color="teal" />
      </div>
      <div className={classes.mockupStand} />
      <Badge className={classes.mockupBadge} size="lg" variant="white" color="indigo" radius="sm">
        3 locations · all live
      </Badge>
    </Box>
  );
}
