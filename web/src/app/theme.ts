import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: 6,
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Paper: { defaultProps: { shadow: 'xs' } },
    // Badges in auto-width table cells would otherwise shrink to an ellipsis ('SUSP…').
    Badge: { styles: { root: { minWidth: 'max-content' } } },
    // Positioned so absolutely placed children (VisuallyHidden headers) scroll with the table
    // instead of widening the page on phones.
    TableScrollContainer: { styles: { scrollContainer: { position: 'relative' } } },
    Modal: { styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } } },
  },
});
