import { useLocations, countLiveLocations } from '../../locations';

export function ActiveLocationsSummary() {
  const { data } = useLocations();
  if (!data) return null;
  const count = countLiveLocations(data);
  return (
    <span data-testid="active-locations-count">
      {count} active location{count === 1 ? '' : 's'}
    </span>
  );
}
