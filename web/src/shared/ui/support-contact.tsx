import { Anchor } from '@mantine/core';
import { usePublicConfig } from '../api/get-public-config';

/** "contact support at help@…" as a mail link, or "contact your administrator" without SUPPORT_EMAIL. */
export function SupportContact() {
  const supportEmail = usePublicConfig().data?.supportEmail;
  if (!supportEmail) return <>contact your administrator</>;
  return (
    <>
      contact support at{' '}
      <Anchor href={`mailto:${supportEmail}`} inherit data-testid="support-email">
        {supportEmail}
      </Anchor>
    </>
  );
}
