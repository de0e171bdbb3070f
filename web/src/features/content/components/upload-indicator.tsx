import { RingProgress, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { useShallow } from 'zustand/react/shallow';
import { uploadsInFlight, useUploadStore } from '../lib/upload-store';

/**
 * The header's sign that uploads are running while another tab is shown: how many files and
 * how far along overall. A click goes to the Content tab, where each one can be cancelled.
 */
export function UploadIndicator() {
  const { count, percent } = useUploadStore(useShallow((s) => uploadsInFlight(s.rows)));
  const [, setParams] = useSearchParams();
  if (count === 0) return null;
  const label = `Uploading ${count} file${count === 1 ? '' : 's'}, ${percent}% done`;
  return (
    <Tooltip label={label}>
      <UnstyledButton
        aria-label={`${label}. Show uploads`}
        data-testid="upload-indicator"
        onClick={() => setParams({ tab: 'content' })}
        style={{ display: 'flex', borderRadius: '50%' }}
      >
        <RingProgress
          size={34}
          thickness={3}
          roundCaps
          sections={[{ value: percent, color: 'blue' }]}
          label={
            <Text size="xs" fw={700} ta="center" c="blue">
              {count}
            </Text>
          }
        />
      </UnstyledButton>
    </Tooltip>
  );
}
