import { isApiError } from './api-error';

/**
 * Loads a list whose endpoint ships in a later release. Until then the server answers 404,
 * which means "nothing yet" rather than a failure, so the dashboard shows zeros and empty
 * states instead of errors. Once the endpoint exists this is a plain list load.
 */
export async function listOrEmptyUntilShipped<T>(load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch (error) {
    if (isApiError(error, 404)) return [];
    throw error;
  }
}
