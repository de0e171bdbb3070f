import { Button, Center, Group, Image, Modal, Pagination, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import type { ContentItem } from '@marquee/protocol';

function DocumentPreview({ item }: { item: ContentItem }) {
  const [page, setPage] = useState(1);
  const pages = item.pageUrls;
  return (
    <Stack gap="sm">
      {pages.length > 0 ? (
        <>
          <Image
            src={pages[page - 1]}
            alt={`${item.originalName}, page ${page} of ${pages.length}`}
            fit="contain"
            mah="65vh"
            bg="gray.1"
          />
          <Group justify="center">
            <Pagination total={pages.length} value={page} onChange={setPage} size="sm" />
          </Group>
        </>
      ) : (
        <Text c="dimmed" size="sm" ta="center" py="lg">
          {item.status === 'processing'
            ? 'The pages are being prepared…'
            : (item.statusReason ?? 'No page images are available for this document.')}
        </Text>
      )}
      <Group justify="center">
        <Button
          component="a"
          href={item.documentUrl ?? item.originalUrl}
          target="_blank"
          rel="noopener noreferrer"
          variant="light"
          leftSection={<IconExternalLink size={16} />}
        >
          Open in new tab
        </Button>
      </Group>
    </Stack>
  );
}

function PreviewBody({ item }: { item: ContentItem }) {
  switch (item.contentType) {
    case 'image':
      return <Image src={item.fileUrl} alt={item.originalName} fit="contain" mah="70vh" />;
    case 'video':
      return (
        <video
          src={item.fileUrl}
          poster={item.thumbnailUrl ?? undefined}
          controls
          style={{ width: '100%', maxHeight: '70vh', background: '#000' }}
          aria-label={item.originalName}
        />
      );
    case 'audio':
      return (
        <Center py="lg">
          <audio src={item.fileUrl} controls aria-label={item.originalName} />
        </Center>
      );
    case 'document':
      return <DocumentPreview item={item} />;
    default:
      return (
        <Text c="dimmed" ta="center" py="lg">
          Preview not available for this file type
        </Text>
      );
  }
}

/** Spec §2's preview dialog; PDFs and presentations page by page. */
export function ContentPreviewModal({
  item,
  onClose,
}: {
  item: ContentItem | null;
  onClose(): void;
}) {
  return (
    <Modal opened={item !== null} onClose={onClose} title={item?.originalName} size="xl" centered>
      {item && <PreviewBody key={item.id} item={item} />}
    </Modal>
  );
}
