import type { Location } from '@marquee/protocol';
import { notify } from '../../../shared/lib/notify';
import { useUpdateLocation } from './update-location';

/** Start/Stop of a location's screens, with the spec's toasts; used wherever a location is listed. */
export function useToggleDisplay(location: Location) {
  const update = useUpdateLocation();
  const { id, name, isActive } = location;
  const toggle = () =>
    update.mutate(
      { id, changes: { isActive: !isActive } },
      {
        onSuccess: () =>
          isActive
            ? notify.success('Display Stopped', `${name} no longer plays content.`)
            : notify.success('Display Started', `${name} is now playing.`),
        onError: () => notify.error('Error', 'Failed to update display status'),
      },
    );
  return { toggle, pending: update.isPending };
}
