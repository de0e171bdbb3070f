import { useState } from 'react';
import { useDisplays } from '../../pairing';

/** A location's screens list: unfolded by default once it has screens; the owner's own choice wins after that. */
export function useScreensExpanded(locationId: number) {
  const displays = useDisplays(locationId);
  const [choice, setChoice] = useState<boolean | null>(null);
  const expanded = choice ?? (displays.data?.length ?? 0) > 0;
  return { displays, expanded, toggle: () => setChoice(!expanded) };
}
