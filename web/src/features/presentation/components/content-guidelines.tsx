import { List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

// Spec §9, word for word in substance: what uploads should look like to play well on screens.
const formats = [
  { kind: 'Images', text: 'JPG, PNG, GIF, WebP (max 5 MB)' },
  { kind: 'Videos', text: 'MP4, WebM, MOV (max 50 MB)' },
  { kind: 'Documents', text: 'PDF (max 10 MB)' },
  { kind: 'Audio', text: 'MP3, WAV, OGG (max 10 MB)' },
];

export function ContentGuidelines() {
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
                  <strong>{f.kind}:</strong> {f.text}
                </List.Item>
              ))}
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
