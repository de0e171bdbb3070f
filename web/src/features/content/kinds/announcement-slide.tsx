import {
  AspectRatio,
  ColorInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import {
  SLIDE_BODY_MAX_CHARS,
  SLIDE_TEMPLATE_PRESETS,
  SLIDE_TITLE_MAX_CHARS,
  type AnnouncementSlideData,
  type ContentItem,
  type SlideTemplate,
} from '@marquee/protocol';
import { AnnouncementSlide } from '../../../shared/ui/announcement-slide';
import { useContent } from '../api/get-content';
import { FormKindLayout, useFormKind, type FormKindProps } from '../components/form-kind-layout';
import type { DashboardKind } from './dashboard-kind';
import { KIND_LOOKS } from './kind-looks';

const slideOf = (item: ContentItem) => item.data as AnnouncementSlideData | null;

const BLANK: AnnouncementSlideData = {
  template: 'plain',
  title: '',
  body: '',
  ...SLIDE_TEMPLATE_PRESETS.plain,
  backgroundImageId: null,
  backgroundImageUrl: null,
};

function SlidePreview({ data }: { data: AnnouncementSlideData }) {
  return (
    <AspectRatio ratio={16 / 9}>
      <div style={{ position: 'relative' }}>
        <AnnouncementSlide data={data} />
      </div>
    </AspectRatio>
  );
}

function SlideForm(props: FormKindProps) {
  const { errors, submit, common } = useFormKind('announcement-slide', props);
  const [data, setData] = useState<AnnouncementSlideData>(
    (props.item && slideOf(props.item)) || BLANK,
  );
  const set = (patch: Partial<AnnouncementSlideData>) => setData((d) => ({ ...d, ...patch }));
  const images = (useContent().data ?? []).filter(
    (i) => i.contentType === 'image' && i.status === 'ready',
  );
  const image = images.find((i) => i.id === data.backgroundImageId);
  const colour = (value: string) => (/^#[0-9a-f]{6}$/i.test(value) ? value : undefined);
  // The preview follows every keystroke; a half-typed colour shows as the template's own.
  const preset = SLIDE_TEMPLATE_PRESETS[data.template];
  const preview = {
    ...data,
    title: data.title || 'Your title',
    backgroundColor: colour(data.backgroundColor) ?? preset.backgroundColor,
    textColor: colour(data.textColor) ?? preset.textColor,
    backgroundImageUrl: image?.fileUrl ?? null,
  };

  return (
    <FormKindLayout
      label="Announcement slide"
      preview={<SlidePreview data={preview} />}
      onSubmit={() => submit({ ...data, backgroundImageUrl: null })}
    >
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Template
        </Text>
        <SegmentedControl
          aria-label="Template"
          value={data.template}
          onChange={(t) => {
            const template = t as SlideTemplate;
            set({ template, ...SLIDE_TEMPLATE_PRESETS[template] });
          }}
          data={[
            { value: 'plain', label: 'Plain' },
            { value: 'sale', label: 'Sale' },
            { value: 'notice', label: 'Notice' },
          ]}
        />
      </Stack>
      <TextInput
        label="Title"
        withAsterisk
        data-autofocus
        value={data.title}
        onChange={(e) => set({ title: e.currentTarget.value })}
        error={errors.title}
        description={`${data.title.length} / ${SLIDE_TITLE_MAX_CHARS}`}
      />
      <Textarea
        label="Text"
        autosize
        minRows={3}
        maxRows={8}
        value={data.body}
        onChange={(e) => set({ body: e.currentTarget.value })}
        error={errors.body}
        description={`${data.body.length} / ${SLIDE_BODY_MAX_CHARS}`}
      />
      <SegmentedControl
        aria-label="Alignment"
        value={data.align}
        onChange={(align) => set({ align: align as AnnouncementSlideData['align'] })}
        data={[
          { value: 'left', label: 'Left' },
          { value: 'center', label: 'Centre' },
          { value: 'right', label: 'Right' },
        ]}
      />
      <ColorInput
        label="Background colour"
        format="hex"
        value={data.backgroundColor}
        onChange={(backgroundColor) => set({ backgroundColor })}
        error={errors.backgroundColor}
      />
      <ColorInput
        label="Text colour"
        format="hex"
        value={data.textColor}
        onChange={(textColor) => set({ textColor })}
        error={errors.textColor}
      />
      <Select
        label="Background image"
        description="An image from your library, instead of the colour"
        placeholder={images.length ? 'None' : 'Upload an image first'}
        clearable
        data={images.map((i) => ({ value: String(i.id), label: i.originalName }))}
        value={data.backgroundImageId === null ? null : String(data.backgroundImageId)}
        onChange={(v) => set({ backgroundImageId: v === null ? null : Number(v) })}
        error={errors.backgroundImageId}
      />
      {common}
    </FormKindLayout>
  );
}

export const announcementSlideDashboard: DashboardKind = {
  ...KIND_LOOKS['announcement-slide'],
  detail: () => 'Text slide · no file, plays offline',
  Preview: ({ item }) => {
    const data = slideOf(item);
    return data ? <SlidePreview data={data} /> : null;
  },
  Form: SlideForm,
};
