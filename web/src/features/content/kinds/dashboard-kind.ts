import type { Icon } from '@tabler/icons-react';
import type { ContentItem } from '@marquee/protocol';
import type { FormKindProps } from '../components/form-kind-layout';

/** The dashboard's half of a content kind: its icon, and how the preview dialog shows an item. */
export interface DashboardKind {
  icon: Icon;
  Preview: (props: { item: ContentItem }) => React.ReactNode;
  /** The library card's picture when the item has no thumbnail file (a slide drawn live). */
  Thumbnail?: (props: { item: ContentItem }) => React.ReactNode;
  /** The card's line under the name, instead of the file's size. */
  detail?: (item: ContentItem) => string;
  /** Form kinds: the form that creates (no item) and edits them. */
  Form?: (props: FormKindProps) => React.ReactNode;
}
