import { IconCalendarTime, IconPresentation } from '@tabler/icons-react';
import { EmptyPanel } from '../../../shared/ui/empty-panel';

// These tabs belong to the next releases; each says plainly what is coming, not a fake UI.

export function PresentationTab() {
  return (
    <EmptyPanel
      icon={<IconPresentation size={34} />}
      title="Playlists arrive with uploads"
      description="Here you will set the playback order and display time of each location's content, preview its screen and pair new displays with a 6-digit code."
    />
  );
}

export function SchedulingTab() {
  return (
    <EmptyPanel
      icon={<IconCalendarTime size={34} />}
      title="Scheduling arrives in a coming release"
      description="Plan what plays when: a breakfast menu until 11:00, a weekend promotion, a one-day notice, each in the location's own time zone."
    />
  );
}
