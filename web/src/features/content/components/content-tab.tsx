import { Button, Checkbox, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPhotoUp, IconPlus } from '@tabler/icons-react';
import type { FormContentKindId } from '@marquee/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyPanel } from '../../../shared/ui/empty-panel';
import { QueryError } from '../../../shared/ui/query-error';
import { useLocations } from '../../locations';
import { contentQueryKey, useContent } from '../api/get-content';
import { useUploadStore } from '../lib/upload-store';
import { ContentLibrary } from './content-library';
import { FORM_KINDS, FormContentModal } from './form-content-modal';
import { UploadDropZone } from './upload-drop-zone';
import { UploadList } from './upload-list';

export function ContentTab() {
  const content = useContent();
  const locations = useLocations();
  const [toAllLocations, setToAllLocations] = useState(true);
  const [creating, setCreating] = useState<FormContentKindId | null>(null);
  const queryClient = useQueryClient();
  const start = useUploadStore((s) => s.start);
  const reject = useUploadStore((s) => s.reject);
  const onFiles = (files: File[]) =>
    start(files, {
      locationIds: toAllLocations ? (locations.data ?? []).map((l) => l.id) : [],
      onUploaded: () => void queryClient.invalidateQueries({ queryKey: contentQueryKey }),
    });
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
      <UploadDropZone onFiles={onFiles} onReject={reject} />
      {locationCount > 0 && (
        <Checkbox
          checked={toAllLocations}
          onChange={(e) => setToAllLocations(e.currentTarget.checked)}
          label={`Add new uploads to the playlists of all my locations (${locationCount})`}
        />
      )}
      <UploadList />
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          Or make one:
        </Text>
        {FORM_KINDS.map((k) => (
          <Button
            key={k.id}
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() => setCreating(k.id)}
          >
            {k.label}
          </Button>
        ))}
      </Group>
      <FormContentModal kind={creating} onClose={() => setCreating(null)} />

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
