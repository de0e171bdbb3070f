import { messages, type AnnouncementSlideData } from '@marquee/protocol';
import { badRequest } from '../../../http/errors.js';
import { mediaUrl } from '../../../storage/media-keys.js';
import { storedData } from './form-data.js';
import type { ServerContentKind } from './server-kind.js';

export const slideServerMessages = {
  backgroundNotImage:
    'The background must be an image from your library that has finished processing',
} as const;

/**
 * Text the player lays out itself (sharp at any size). A background image is one of the owner's
 * ready images; the slot's file is that image, so screens cache it like any other.
 */
export const announcementSlideServerKind: ServerContentKind = {
  processed: false,
  playerFields: (row) => {
    const data = storedData(row) as AnnouncementSlideData | null;
    return {
      mimeType: null,
      fileUrl: data?.backgroundImageUrl ?? null,
      pageUrls: [],
      thumbnailUrl: row.thumbnailKey ? mediaUrl(row.thumbnailKey) : null,
      data,
    };
  },
  async prepare(raw, ctx) {
    const data = raw as AnnouncementSlideData;
    let backgroundImageUrl: string | null = null;
    if (data.backgroundImageId !== null) {
      const image = await ctx.findContent(data.backgroundImageId);
      if (!image)
        throw badRequest(messages.contentNotFound, { backgroundImageId: messages.contentNotFound });
      const key = image.playbackKey ?? image.storageKey;
      if (image.contentType !== 'image' || image.status !== 'ready' || !key)
        throw badRequest(slideServerMessages.backgroundNotImage, {
          backgroundImageId: slideServerMessages.backgroundNotImage,
        });
      backgroundImageUrl = mediaUrl(key);
    }
    return { data: { ...data, backgroundImageUrl }, status: 'ready', statusReason: null };
  },
};
