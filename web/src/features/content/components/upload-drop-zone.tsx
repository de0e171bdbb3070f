// The dropzone's loading overlay and its own stylesheet come with the Content tab.
import '@mantine/core/styles/LoadingOverlay.css';
import '@mantine/dropzone/styles.css';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconCloudUpload, IconUpload, IconX } from '@tabler/icons-react';
import { useRef } from 'react';
import {
  acceptFilter,
  describeAcceptedTypes,
  fileTooLargeMessage,
  unsupportedTypeMessage,
} from '@marquee/protocol';
import { usePublicConfig } from '../../../shared/api/get-public-config';
import { isIgnoredFile } from '../lib/ignored-files';

const ACCEPT = acceptFilter();

interface UploadDropZoneProps {
  onFiles(files: File[]): void;
  /** A file refused before sending, with the reason the server would give. */
  onReject(file: File, reason: string): void;
  multiple?: boolean;
  disabled?: boolean;
}

/**
 * Spec §2's reusable drop zone. Type and size refusals use the server's own messages (spec §5's
 * react-dropzone wording lists raw MIME types); the accept filter and the hint come from the
 * same protocol table the server checks. The size limit is the server's MAX_UPLOAD_BYTES; until
 * it is known the hint leaves it out and nothing is refused for size (the server still is).
 */
export function UploadDropZone({
  onFiles,
  onReject,
  multiple = true,
  disabled,
}: UploadDropZoneProps) {
  const openRef = useRef<() => void>(null);
  const maxSize = usePublicConfig().data?.maxUploadBytes;

  const reasonFor = (r: FileRejection) => {
    const codes = r.errors.map((e) => e.code);
    if (codes.includes('file-invalid-type')) return unsupportedTypeMessage();
    if (codes.includes('file-too-large') && maxSize) return fileTooLargeMessage(maxSize);
    return r.errors[0]?.message ?? 'File refused';
  };
  const rejected = (rejections: FileRejection[]) => {
    for (const r of rejections) if (!isIgnoredFile(r.file.name)) onReject(r.file, reasonFor(r));
  };

  return (
    <Dropzone
      openRef={openRef}
      onDrop={(files) => {
        const wanted = files.filter((f) => !isIgnoredFile(f.name));
        if (wanted.length) onFiles(wanted);
      }}
      onReject={rejected}
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
          Supports: {describeAcceptedTypes(maxSize)}
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
