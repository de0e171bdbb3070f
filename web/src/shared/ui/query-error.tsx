import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorMessage } from '../api/api-error';

/** Shown in place of data that failed to load; 401/403 are handled globally with a redirect. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle />} title="Could not load data">
      {errorMessage(error, 'Something went wrong. Please try again.')}
      <div>
        <Button size="xs" variant="white" color="red" mt="sm" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </Alert>
  );
}
