import { Button, Group, Image, Pagination, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import type { ContentItem } from '@marquee/protocol';
import type { DashboardKind } from './dashboard-kind';
import { KIND_LOOKS } from './kind-looks';

/** PDFs and presentations page by page, with the document itself one click away. */
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
          href={item.documentUrl ?? item.originalUrl ?? undefined}
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

export const documentDashboard: DashboardKind = {
  ...KIND_LOOKS.document,
  Preview: DocumentPreview,
};
