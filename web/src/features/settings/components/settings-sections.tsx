import { Divider, Text, Title } from '@mantine/core';
import type { User } from '@marquee/protocol';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { AlertChannelsForm } from '../../alerts';

/** The settings dialog's forms: their own chunk, fetched when the dialog first opens. */
export function SettingsSections({ user }: { user: User }) {
  return (
    <>
      <Title order={3} fz="md">
        Profile
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Your name and the company name shown on your dashboard.
      </Text>
      <ProfileForm user={user} />
      <Divider my="lg" />
      <Title order={3} fz="md">
        Password
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Enter your current password to choose a new one.
      </Text>
      <PasswordForm />
      <Divider my="lg" />
      <Title order={3} fz="md">
        Screen alerts
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Where alerts go when a screen goes dark or cannot play a file. Turn them on per location.
      </Text>
      <AlertChannelsForm />
    </>
  );
}
