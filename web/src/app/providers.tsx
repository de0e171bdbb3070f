import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@marquee/protocol';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../shared/api/query-client';
import { TOAST_TRANSITION_MS } from '../shared/lib/notify';
import { theme } from './theme';

// Confirmations (`modals.openConfirmModal`) are asked for by events, so their host need not wrap
// the app: it arrives after the first paint, long before anyone can ask for one.
const ConfirmDialogsHost = lazy(() => import('./confirm-dialogs-host'));

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        {/* Spec §4: one toast at a time, 5 s each. Top-center keeps header buttons clickable. */}
        <Notifications
          limit={1}
          autoClose={TOAST_DURATION_MS}
          transitionDuration={TOAST_TRANSITION_MS}
          position="top-center"
        />
        {children}
        <Suspense fallback={null}>
          <ConfirmDialogsHost />
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>
  );
}
