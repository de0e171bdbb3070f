import { useEffect, useState } from 'react';
import { supportContact } from '@marquee/protocol/player';
import { fetchSupportEmail } from '../lib/api';
import { MessageScreen } from './message-screen';

/**
 * Says who can lift the suspension, in the same words as the dashboard and the sign-in page:
 * the owner by paying in Billing, or, for an account the back office suspended, support.
 */
export function SuspendedScreen({ by }: { by: 'billing' | 'account' | undefined }) {
  const [contact, setContact] = useState('contact support');
  useEffect(() => {
    if (by !== 'account') return;
    let live = true;
    // Offline, the generic words stay: they are still true.
    fetchSupportEmail().then(
      (email) => live && setContact(supportContact(email)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [by]);
  return (
    <MessageScreen testId="suspended" title="Display Suspended">
      {by === 'account'
        ? `This account is suspended. The account owner should ${contact}.`
        : 'This location is suspended for non-payment. The account owner can restore it by paying in Billing.'}
    </MessageScreen>
  );
}
