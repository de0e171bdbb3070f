import { Modal } from '@mantine/core';
import { useLocations } from '../../locations';
import { OWN_EMERGENCY } from '../api/emergency-scope';
import { EmergencyPanel } from './emergency-panel';

/** Loaded when first opened (lazy-emergency-modal.tsx), panel and all. */
export function EmergencyModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const locations = useLocations();
  return (
    <Modal opened={opened} onClose={onClose} title="Emergency" size="lg" centered>
      <EmergencyPanel scope={OWN_EMERGENCY} locations={locations.data ?? []} />
    </Modal>
  );
}
