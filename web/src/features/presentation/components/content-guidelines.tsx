import { List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { acceptedTypeGroups, formatFileSize } from '@marquee/protocol';
import { usePublicConfig } from '../../../shared/api/get-public-config';

// Spec §9's per-type size limits are enforced nowhere; the formats come from the table the
// uploader and the server check, so the guidelines say what is really accepted.
const formats = acceptedTypeGroups();

export function ContentGuidelines() {
  const maxUploadBytes = usePublicConfig().data?.maxUploadBytes;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      role="region"
      aria-label="Content Guidelines"
    >
      <Stack gap="sm">
        <Title order={3} fz="lg">
          <ThemeIcon variant="light" size="sm" mr={8} style={{ verticalAlign: 'middle' }}>
            <IconInfoCircle size={14} />
          </ThemeIcon>
          Content Guidelines
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <div>
            <Text fw={600} size="sm" mb={4}>
              Supported formats
            </Text>
            <List size="sm" spacing={2}>
              {formats.map((f) => (
                <List.Item key={f.kind}>
                  <strong>{f.kind}:</strong> {f.labels.join(', ')}
                </List.Item>
              ))}
              {maxUploadBytes && (
                <List.Item>Up to {formatFileSize(maxUploadBytes)} per file</List.Item>
              )}
            </List>
          </div>
          <div>
            <Text fw={600} size="sm" mb={4}>
              Recommended image dimensions
            </Text>
            <List size="sm" spacing={2}>
              <List.Item>1920x1080 (Full HD)</List.Item>
              <List.Item>2560x1440 (2K)</List.Item>
              <List.Item>3840x2160 (4K)</List.Item>
              <List.Item>16:9 aspect ratio</List.Item>
            </List>
          </div>
          <div>
            <Text fw={600} size="sm" mb={4}>
              Video
            </Text>
            <List size="sm" spacing={2}>
              <List.Item>Resolution: 1920x1080 minimum</List.Item>
              <List.Item>Frame rate: 30 FPS</List.Item>
              <List.Item>Bitrate: 5-10 Mbps</List.Item>
              <List.Item>Codec: H.264</List.Item>
              <List.Item>Duration: 15 seconds to 5 minutes</List.Item>
            </List>
          </div>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
