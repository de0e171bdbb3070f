import type { ContentItem } from '@marquee/protocol';
import type { FormKindProps } from '../components/form-kind-layout';
import type { KindLook } from './kind-looks';

/** The dashboard's half of a content kind: its look, and how the preview dialog shows an item. */
export interface DashboardKind extends KindLook {
  Preview: (props: { item: ContentItem }) => React.ReactNode;
  /** The card's line under the name, instead of the file's size. */
  detail?: (item: ContentItem) => string;
  /** Form kinds: the form that creates (no item) and edits them. */
  Form?: (props: FormKindProps) => React.ReactNode;
}
