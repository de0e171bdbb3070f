import { Modal } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { SectionLoader } from '../../../shared/ui/section-loader';
import { useLocations } from '../../locations';
import { OWN_EMERGENCY } from '../api/emergency-scope';

// The panel (message presets, location choice, its inputs) comes when the dialog first opens:
// the dashboard's first paint does not carry it.
const EmergencyPanel = lazy(() =>
  import('./emergency-panel').then((m) => ({ default: m.EmergencyPanel })),
);

export function EmergencyModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const locations = useLocations();
  return (
    <Modal opened={opened} onClose={onClose} title="Emergency" size="lg" centered>
      <Suspense fallback={<SectionLoader />}>
        <EmergencyPanel scope={OWN_EMERGENCY} locations={locations.data ?? []} />
      </Suspense>
    </Modal>
  );
}
