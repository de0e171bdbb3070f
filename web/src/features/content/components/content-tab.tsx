import { Checkbox, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { EmptyPanel } from '../../../shared/ui/empty-panel';
import { QueryError } from '../../../shared/ui/query-error';
import { useLocations } from '../../locations/api/get-locations';
import { useContent } from '../api/get-content';
import { useUploads } from '../lib/use-uploads';
import { ContentLibrary } from './content-library';
import { UploadDropZone } from './upload-drop-zone';
import { UploadList } from './upload-list';

export function ContentTab() {
  const content = useContent();
  const locations = useLocations();
  const [toAllLocations, setToAllLocations] = useState(true);
  const locationIds = useCallback(
    () => (toAllLocations ? (locations.data ?? []).map((l) => l.id) : []),
    [toAllLocations, locations.data],
  );
  const uploads = useUploads(locationIds);
  const items = content.data ?? [];
  const locationCount = locations.data?.length ?? 0;

  return (
    <Stack gap="lg">
      <div>
        <Title order={2} fz="xl">
          Content
        </Title>
        <Text size="sm" c="dimmed">
          Upload once, then play it on any of your locations.
        </Text>
      </div>
      <UploadDropZone onFiles={uploads.start} />
      {locationCount > 0 && (
        <Checkbox
          checked={toAllLocations}
          onChange={(e) => setToAllLocations(e.currentTarget.checked)}
          label={`Add new uploads to the playlists of all my locations (${locationCount})`}
        />
      )}
      <UploadList rows={uploads.rows} onRemove={uploads.remove} />

      <Title order={3} fz="lg">
        Content Library
      </Title>
      {content.isPending ? (
        <Skeleton h={220} radius="md" />
      ) : content.isError ? (
        <QueryError error={content.error} onRetry={() => void content.refetch()} />
      ) : items.length === 0 ? (
        <EmptyPanel
          icon={<IconPhotoUp size={34} />}
          title="Your library is empty"
          description="Drop images, videos, audio, PDFs or PowerPoint files above. They are checked, processed and ready to play in moments."
        />
      ) : (
        <ContentLibrary items={items} />
      )}
    </Stack>
  );
}
