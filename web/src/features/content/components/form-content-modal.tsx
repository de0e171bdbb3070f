import { Modal } from '@mantine/core';
import { contentKinds, type ContentItem, type FormContentKindId } from '@marquee/protocol';
import { useBelow } from '../../../shared/lib/use-below';
import { dashboardKind } from '../kinds';

/** Creates (no item) or edits a form kind's item; the whole screen on a phone. */
export function FormContentModal({
  kind,
  item,
  onClose,
}: {
  kind: FormContentKindId | null;
  item?: ContentItem;
  onClose(): void;
}) {
  const phone = useBelow('md');
  const Form = kind ? dashboardKind(kind)?.Form : undefined;
  const label = kind ? contentKinds.get(kind).label : '';
  return (
    <Modal
      opened={kind !== null}
      onClose={onClose}
      title={item ? `Edit ${item.originalName}` : `New ${label.toLowerCase()}`}
      size="70rem"
      fullScreen={phone}
      centered
    >
      {Form && <Form key={item?.id ?? 'new'} item={item} onDone={onClose} />}
    </Modal>
  );
}

/** The kinds the library can make from a form, in registry order. */
export const FORM_KINDS = contentKinds.kinds.flatMap((k) =>
  k.family === 'form' && dashboardKind(k.id)?.Form
    ? [{ id: k.id as FormContentKindId, label: k.label }]
    : [],
);
