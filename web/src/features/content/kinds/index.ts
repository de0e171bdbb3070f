import { contentKinds, type ContentKindId } from '@marquee/protocol';
import { announcementSlideDashboard } from './announcement-slide';
import { audioDashboard } from './audio';
import type { DashboardKind } from './dashboard-kind';
import { documentDashboard } from './document';
import { imageDashboard } from './image';
import { videoDashboard } from './video';
import { webPageDashboard } from './web-page';

export type { DashboardKind } from './dashboard-kind';

/** One dashboard half per kind the protocol declares: a kind without one does not compile. */
const DASHBOARD_KINDS: Record<ContentKindId, DashboardKind> = {
  image: imageDashboard,
  video: videoDashboard,
  audio: audioDashboard,
  document: documentDashboard,
  'web-page': webPageDashboard,
  'announcement-slide': announcementSlideDashboard,
};

/** Undefined for a kind this dashboard does not know yet (a newer server's). */
export const dashboardKind = (id: string): DashboardKind | undefined =>
  Object.hasOwn(DASHBOARD_KINDS, id) ? DASHBOARD_KINDS[id as ContentKindId] : undefined;

/** 'Image', 'Video', …: the kind's label from the registry. */
export const contentKindLabel = (id: string) =>
  contentKinds.has(id) ? contentKinds.get(id).label : 'Content';
