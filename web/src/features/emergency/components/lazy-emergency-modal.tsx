import { lazy } from 'react';
import { MountWhenOpened } from '../../../shared/ui/mount-when-opened';

const EmergencyModal = lazy(() =>
  import('./emergency-modal').then((m) => ({ default: m.EmergencyModal })),
);

/** The Emergency dialog, fetched the first time the header button or the banner opens it. */
export function LazyEmergencyModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <MountWhenOpened opened={opened}>
      <EmergencyModal opened={opened} onClose={onClose} />
    </MountWhenOpened>
  );
}
