import { messages } from '@marquee/protocol';
import { forbidden, notFound } from '../../http/errors.js';
import type { LocationRow } from '../../db/schema/index.js';
import type { LocationsRepo } from './locations-repo.js';

/**
 * A location its owner may change: theirs (404 otherwise) and not suspended for non-payment
 * (403 saying to pay in Billing). Reading, deleting and paying stay open to a suspended location.
 */
export async function writableLocation(
  locations: Pick<LocationsRepo, 'find'>,
  userId: number,
  locationId: number,
): Promise<LocationRow> {
  const location = await locations.find(userId, locationId);
  if (!location) throw notFound('Location not found');
  if (location.isSuspended) throw forbidden(messages.locationSuspended);
  return location;
}
