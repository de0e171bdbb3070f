import { Alert, AspectRatio, Center, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';
import { useDeferredValue, useState } from 'react';
import { webPageUrlSchema, type ContentItem, type WebPageData } from '@marquee/protocol';
import { WebPageFrame } from '../../../shared/ui/web-page-frame';
import { FormKindLayout, useFormKind, type FormKindProps } from '../components/form-kind-layout';
import type { DashboardKind } from './dashboard-kind';
import { KIND_LOOKS } from './kind-looks';

const pageOf = (item: ContentItem) => item.data as WebPageData | null;

/** The screen a preview imitates: the page is laid out at this size, then scaled to fit. */
const SCREEN = { width: 1920, height: 1080 };

export const OFFLINE_NOTE =
  'Web pages play live: screens need the internet to show them and skip them while offline. They are never stored on the screen.';

/** The page as a 1080p screen would lay it out, scaled down to the preview's width. */
function PagePreview({ page, title }: { page: WebPageData; title: string }) {
  const { ref, width } = useElementSize();
  return (
    <AspectRatio ratio={16 / 9} ref={ref}>
      <div style={{ position: 'relative', overflow: 'hidden' }}>
        {width > 0 && (
          <div
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              ...SCREEN,
              transform: `scale(${width / SCREEN.width})`,
              transformOrigin: '0 0',
            }}
          >
            <WebPageFrame page={page} title={`Preview of ${title}`} />
          </div>
        )}
      </div>
    </AspectRatio>
  );
}

function WebPageForm(props: FormKindProps) {
  const { errors, submit, common } = useFormKind('web-page', props);
  const saved = props.item ? pageOf(props.item) : null;
  const [url, setUrl] = useState(saved?.url ?? '');
  const [reload, setReload] = useState<number | string>(saved?.reloadIntervalS ?? 0);
  const [zoom, setZoom] = useState<number | string>(Math.round((saved?.zoom ?? 1) * 100));
  // The frame reloads only once typing pauses, and only for an address that could be saved.
  const shownUrl = useDeferredValue(url.trim());
  const valid = webPageUrlSchema.safeParse(shownUrl).success;
  const page: WebPageData = { url: shownUrl, reloadIntervalS: 0, zoom: Number(zoom) / 100 || 1 };

  return (
    <FormKindLayout
      label="Web page"
      preview={
        valid ? (
          <PagePreview page={page} title={shownUrl} />
        ) : (
          <AspectRatio ratio={16 / 9}>
            <Center c="dimmed" p="md">
              <Text size="sm" ta="center">
                Enter an address to see the page as screens will.
              </Text>
            </Center>
          </AspectRatio>
        )
      }
      onSubmit={() =>
        submit({ url: url.trim(), reloadIntervalS: Number(reload), zoom: Number(zoom) / 100 })
      }
    >
      <TextInput
        label="Address"
        placeholder="https://example.com/menu"
        withAsterisk
        data-autofocus
        type="url"
        value={url}
        onChange={(e) => setUrl(e.currentTarget.value)}
        error={errors.url}
      />
      <NumberInput
        label="Reload every"
        description="Seconds between reloads while it is on screen; 0 never reloads"
        suffix=" s"
        min={0}
        max={86_400}
        value={reload}
        onChange={setReload}
        error={errors.reloadIntervalS}
      />
      <NumberInput
        label="Zoom"
        suffix=" %"
        min={25}
        max={400}
        step={10}
        value={zoom}
        onChange={setZoom}
        error={errors.zoom}
      />
      <Alert color="gray" icon={<IconWifiOff size={18} />} p="xs">
        <Text size="xs">{OFFLINE_NOTE}</Text>
      </Alert>
      {common}
    </FormKindLayout>
  );
}

export const webPageDashboard: DashboardKind = {
  ...KIND_LOOKS['web-page'],
  detail: () => 'Plays live · not stored for offline play',
  Preview: ({ item }) => {
    const page = pageOf(item);
    if (!page) return null;
    return (
      <Stack gap="xs">
        <PagePreview page={page} title={item.originalName} />
        <Text size="xs" c="dimmed">
          {page.url} · {OFFLINE_NOTE}
        </Text>
      </Stack>
    );
  },
  Form: WebPageForm,
};
