import { Center, Loader } from '@mantine/core';
import { Suspense, useState, type ReactNode } from 'react';

/**
 * Mounts a lazily loaded dialog from the first time it is opened on: its code (Mantine's Modal
 * with its focus trap and scroll area, and the dialog's forms) stays out of the dashboard's first
 * paint, and once loaded it stays mounted so its closing transition plays.
 */
export function MountWhenOpened({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense
      fallback={
        <Center pos="fixed" inset={0} style={{ zIndex: 300 }} role="status" aria-label="Loading">
          <Loader />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}
