import { contentNameSchema, type ContentItem } from '@marquee/protocol';
import { notify } from '../../../shared/lib/notify';
import { RenameModal } from '../../../shared/ui/rename-modal';
import { useRenameContent } from '../api/rename-content';

interface RenameContentModalProps {
  item: ContentItem | null;
  onClose(): void;
}

/** The same schema as PATCH /api/content/:id checks the name. */
export function RenameContentModal({ item, onClose }: RenameContentModalProps) {
  const rename = useRenameContent();
  return (
    <RenameModal
      target={item}
      currentName={(i) => i.originalName}
      title="Rename Content"
      label="Name"
      description="How it is listed in your library and playlists"
      nameSchema={contentNameSchema}
      errorField="originalName"
      failureMessage="Failed to rename content"
      mutation={{
        isPending: rename.isPending,
        save: async (i, originalName) => {
          const updated = await rename.mutateAsync({ id: i.id, originalName });
          notify.success('Content renamed', updated.originalName);
        },
      }}
      onClose={onClose}
    />
  );
}
