import { useMantineTheme, type MantineBreakpoint } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * True while the viewport is narrower than one of the theme's breakpoints (the exact complement
 * of Mantine's `visibleFrom`), decided on the first render so a phone never flashes the desktop
 * layout (and its wide tables) first.
 */
export function useBelow(breakpoint: MantineBreakpoint): boolean {
  const theme = useMantineTheme();
  return useMediaQuery(`not all and (min-width: ${theme.breakpoints[breakpoint]})`, false, {
    getInitialValueInEffect: false,
  });
}
