import { Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { LegalPage, LegalSection } from '../components/legal-page';

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="November 2026"
      intro="We collect only what we need to run Marquee for you. We do not sell your data, and we do not use advertising trackers."
    >
      <LegalSection title="What we keep">
        <List spacing="xs">
          <List.Item>
            <strong>Your account:</strong> name, company name, email address, and your password in a
            one-way scrambled form we cannot read back.
          </List.Item>
          <List.Item>
            <strong>What you set up:</strong> your locations, time zones, playlists, schedules, and
            the files you upload.
          </List.Item>
          <List.Item>
            <strong>Your screens:</strong> a name, when each screen was last online, and its screen
            size, so you can see that it plays.
          </List.Item>
          <List.Item>
            <strong>Billing:</strong> your invoices and plan. Card details go straight to our
            payment provider (Stripe) and never reach our servers.
          </List.Item>
          <List.Item>
            <strong>Technical logs:</strong> requests and errors, kept for a short time to keep the
            service secure and to fix problems.
          </List.Item>
        </List>
      </LegalSection>

      <LegalSection title="Cookies">
        <Text>
          We use one cookie to keep you signed in. There are no analytics or advertising cookies, so
          there is nothing to opt out of.
        </Text>
      </LegalSection>

      <LegalSection title="What we use it for">
        <Text>
          To run the service you signed up for: show your content on your screens, send you messages
          about your account (such as a password reset or an unpaid bill), bill you, and answer you
          when you ask for help. Nothing else.
        </Text>
      </LegalSection>

      <LegalSection title="Who else sees it">
        <Text>
          Only the companies that help us run Marquee, such as hosting and payment providers, and
          only for that purpose. We share data with authorities only when the law requires it.
        </Text>
      </LegalSection>

      <LegalSection title="Your choices">
        <Text>
          You can see and correct your details in your dashboard, delete content at any time, and
          ask us for a copy of your data or to close your account. When an account is closed we
          delete its content and account data, except invoices we must keep by law.
        </Text>
      </LegalSection>

      <LegalSection title="Changes">
        <Text>
          If this policy changes in a way that matters, we will tell you by email first. The{' '}
          <Anchor component={Link} to="/terms">
            Terms of Service
          </Anchor>{' '}
          cover everything else about using Marquee.
        </Text>
      </LegalSection>
    </LegalPage>
  );
}
