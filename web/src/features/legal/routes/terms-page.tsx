import { Anchor, List, Text } from '@mantine/core';
import { MONTHLY_FEE_CENTS, SUSPENSION_AFTER_UNPAID_DAYS } from '@marquee/protocol';
import { Link } from 'react-router-dom';
import { formatPrice } from '../../../shared/lib/format-price';
import { usePublicConfig } from '../../../shared/api/get-public-config';
import { LegalPage, LegalSection } from '../components/legal-page';

export function TermsPage() {
  const trialDays = usePublicConfig().data?.trialDays;
  const price = formatPrice(MONTHLY_FEE_CENTS);
  return (
    <LegalPage
      title="Terms of Service"
      updated="November 2026"
      intro="These terms explain what you get when you use Marquee, what you pay, and what we expect from you. We wrote them to be read, not skimmed past."
    >
      <LegalSection title="1. The service">
        <Text>
          Marquee lets you upload pictures, videos and documents, arrange them into playlists and
          schedules, and play them on screens at your locations. You can use it from a browser;
          screens connect with a pairing code.
        </Text>
      </LegalSection>

      <LegalSection title="2. Your account">
        <Text>
          You need an account to use Marquee. Give us a real email address, keep your password to
          yourself, and tell us if you think someone else has got into your account. You are
          responsible for what happens under your account, including on the screens you pair with
          it.
        </Text>
      </LegalSection>

      <LegalSection title="3. Free trial and prices">
        <List spacing="xs">
          <List.Item>
            {trialDays === undefined
              ? 'New accounts start with a free trial.'
              : trialDays > 0
                ? `New accounts start with a ${trialDays}-day free trial. Nothing is charged before it ends.`
                : 'There is no free trial at the moment: billing starts when you add a location.'}
          </List.Item>
          <List.Item>
            After the trial, each location costs {price} a month. You see the total and the next
            billing date in your Billing tab at any time.
          </List.Item>
          <List.Item>
            If a payment is not made, the location shows as overdue; after{' '}
            {SUSPENSION_AFTER_UNPAID_DAYS} unpaid days its screens stop playing until the bill is
            paid. Your content is kept meanwhile.
          </List.Item>
          <List.Item>
            Deleting a location takes it off your next bill. There are no setup fees and no
            cancellation fees.
          </List.Item>
        </List>
      </LegalSection>

      <LegalSection title="4. Your content">
        <Text>
          What you upload stays yours. You give us permission only to store it, convert it for
          screens, and show it where you tell us to. You must have the right to show everything you
          upload, and it must not be illegal, hateful, or designed to mislead or harm people who see
          it.
        </Text>
      </LegalSection>

      <LegalSection title="5. Fair use">
        <Text>
          Do not try to break into other accounts, overload the service, or use it to send malware.
          We may suspend an account that does, and we will tell you why.
        </Text>
      </LegalSection>

      <LegalSection title="6. Availability">
        <Text>
          We work to keep Marquee running around the clock, and screens keep playing what they
          already have when the connection drops. Still, no online service is perfect: we cannot
          promise it will never be interrupted, and we are not liable for indirect losses, such as
          lost sales, caused by an interruption.
        </Text>
      </LegalSection>

      <LegalSection title="7. Ending">
        <Text>
          You can stop at any time by deleting your locations and asking us to close your account.
          We may end the service for an account that breaks these terms, after warning you when the
          law and the situation allow it.
        </Text>
      </LegalSection>

      <LegalSection title="8. Changes">
        <Text>
          If we change these terms in a way that matters, we will tell you by email before the
          change takes effect. How we handle your data is described in the{' '}
          <Anchor component={Link} to="/privacy">
            Privacy Policy
          </Anchor>
          .
        </Text>
      </LegalSection>
    </LegalPage>
  );
}
