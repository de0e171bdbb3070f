import { renameDisplaySchema, type Display } from '@marquee/protocol';
import { notify } from '../../../shared/lib/notify';
import { RenameModal } from '../../../shared/ui/rename-modal';
import { useRenameDisplay } from '../api/rename-display';

interface RenameScreenModalProps {
  display: Display | null;
  onClose: () => void;
}

export function RenameScreenModal({ display, onClose }: RenameScreenModalProps) {
  const rename = useRenameDisplay();
  return (
    <RenameModal
      target={display}
      currentName={(d) => d.name}
      title="Rename Screen"
      label="Screen name"
      description="Where it hangs, so you can tell your screens apart"
      nameSchema={renameDisplaySchema.shape.name}
      errorField="name"
      failureMessage="Failed to rename screen"
      mutation={{
        isPending: rename.isPending,
        save: async (d, name) => {
          const updated = await rename.mutateAsync({ id: d.id, name });
          notify.success('Screen renamed', `It is now called ${updated.name}.`);
        },
      }}
      onClose={onClose}
    />
  );
}
