import { errorMessage, isApiError } from '../../../shared/api/api-error';
import { notify } from '../../../shared/lib/notify';

/** Puts the server's field errors on their fields and says in a toast what failed. */
export function reportSubmitError(
  form: { setErrors(errors: Record<string, string>): void },
  title: string,
  fallback: string,
) {
  return (error: Error) => {
    if (isApiError(error)) form.setErrors(error.errors);
    notify.error(title, errorMessage(error, fallback));
  };
}
