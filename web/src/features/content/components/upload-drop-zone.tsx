import { Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconCloudUpload, IconUpload, IconX } from '@tabler/icons-react';
import { useRef } from 'react';
import { acceptFilter, MAX_UPLOAD_BYTES_DEFAULT } from '@marquee/protocol';
import { notify } from '../../../shared/lib/notify';
import { isIgnoredFile } from '../lib/ignored-files';

const ACCEPT = acceptFilter();

interface UploadDropZoneProps {
  onFiles(files: File[]): void;
  maxSize?: number;
  multiple?: boolean;
  disabled?: boolean;
}

/**
 * Spec §2's reusable drop zone. The rejection messages are react-dropzone's own, which are
 * exactly spec §5's ('File type must be one of …', 'File is larger than N bytes', …).
 */
export function UploadDropZone({
  onFiles,
  maxSize = MAX_UPLOAD_BYTES_DEFAULT,
  multiple = true,
  disabled,
}: UploadDropZoneProps) {
  const openRef = useRef<() => void>(null);

  const onReject = (rejections: FileRejection[]) => {
    for (const r of rejections) {
      if (isIgnoredFile(r.file.name)) continue;
      notify.error(`Cannot upload ${r.file.name}`, r.errors[0]?.message ?? 'File rejected');
    }
  };

  return (
    <Dropzone
      openRef={openRef}
      onDrop={(files) => {
        const wanted = files.filter((f) => !isIgnoredFile(f.name));
        if (wanted.length) onFiles(wanted);
      }}
      onReject={onReject}
      accept={ACCEPT}
      maxSize={maxSize}
      multiple={multiple}
      disabled={disabled}
      radius="md"
      aria-label="Upload files"
      style={{ borderStyle: 'dashed', borderWidth: 2 }}
    >
      <Stack align="center" gap="xs" py="lg" style={{ pointerEvents: 'none' }}>
        <Dropzone.Accept>
          <IconUpload size={44} stroke={1.5} color="var(--mantine-color-blue-6)" />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconX size={44} stroke={1.5} color="var(--mantine-color-red-6)" />
        </Dropzone.Reject>
        <Dropzone.Idle>
          <IconCloudUpload size={44} stroke={1.5} color="var(--mantine-color-dimmed)" />
        </Dropzone.Idle>
        <Dropzone.Idle>
          <Text fw={600} ta="center">
            Drop files here or click to upload
          </Text>
        </Dropzone.Idle>
        <Dropzone.Accept>
          <Text fw={600} ta="center">
            Drop files here
          </Text>
        </Dropzone.Accept>
        <Dropzone.Reject>
          <Text fw={600} ta="center">
            Drop files here
          </Text>
        </Dropzone.Reject>
        <Text size="sm" c="dimmed" ta="center">
          Supports: Images (.jpg, .png), Videos (.mp4, .avi, .mov), Documents (.pdf, .ppt), Audio
          (.mp3)
        </Text>
        <Group justify="center" mt="xs" style={{ pointerEvents: 'all' }}>
          <Button variant="light" onClick={() => openRef.current?.()} disabled={disabled}>
            Choose Files
          </Button>
        </Group>
      </Stack>
    </Dropzone>
  );
}
