import { ModalsProvider } from '@mantine/modals';

/** Listens for `modals.openConfirmModal(...)` anywhere in the app and shows the dialog. */
export default function ConfirmDialogsHost() {
  return <ModalsProvider labels={{ confirm: 'Confirm', cancel: 'Cancel' }}>{null}</ModalsProvider>;
}
