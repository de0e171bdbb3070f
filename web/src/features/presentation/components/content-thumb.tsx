import { Center, Image } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import type { ContentItem } from '@marquee/protocol';
import { useState } from 'react';
import { kindLook } from '../../content';

/** A small 16:9 thumbnail; an item without one, or whose image fails, shows its type's icon. */
export function ContentThumb({ item, width = 64 }: { item?: ContentItem; width?: number }) {
  const [failed, setFailed] = useState(false);
  const height = Math.round((width * 9) / 16);
  if (item?.thumbnailUrl && !failed) {
    return (
      <Image
        src={item.thumbnailUrl}
        alt=""
        w={width}
        h={height}
        radius="sm"
        fit="cover"
        style={{ flex: 'none' }}
        onError={() => setFailed(true)}
      />
    );
  }
  const kind = item && kindLook(item.contentType);
  if (item && kind?.Thumbnail) {
    return (
      <div
        aria-hidden
        style={{
          position: 'relative',
          width,
          height,
          flex: 'none',
          overflow: 'hidden',
          borderRadius: 'var(--mantine-radius-sm)',
        }}
      >
        <kind.Thumbnail item={item} />
      </div>
    );
  }
  const Icon = kind?.icon ?? IconFileText;
  return (
    <Center
      w={width}
      h={height}
      bg="gray.1"
      style={{ borderRadius: 'var(--mantine-radius-sm)', flex: 'none' }}
    >
      <Icon size={20} color="var(--mantine-color-gray-6)" aria-hidden />
    </Center>
  );
}
