import { notifications, notificationsStore } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';

/** Passed to <Notifications>: the replace logic below waits for exactly this long. */
export const TOAST_TRANSITION_MS = 200;

let pending = -1;

/**
 * Spec §4 allows one toast at a time. Mantine would queue a second one behind the first for
 * its whole 5 s, so a new toast replaces the current one instead: the old one slides out
 * first, so two toasts (possibly with the same text) are never on screen together.
 */
function show(kind: 'success' | 'error', title: string, message: string) {
  window.clearTimeout(pending);
  const showing = notificationsStore.getState().notifications.length > 0;
  notifications.clean();
  const display = () =>
    notifications.show({
      title,
      message,
      color: kind === 'success' ? 'teal' : 'red',
      icon: kind === 'success' ? <IconCheck size={18} /> : <IconAlertTriangle size={18} />,
    });
  if (showing) pending = window.setTimeout(display, TOAST_TRANSITION_MS + 50);
  else display();
}

export const notify = {
  success: (title: string, message = '') => show('success', title, message),
  error: (title: string, message: string) => show('error', title, message),
};
