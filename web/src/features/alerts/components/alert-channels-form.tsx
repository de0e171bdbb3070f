import {
  Button,
  Code,
  CopyButton,
  Group,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import {
  ALERT_SIGNATURE_HEADER,
  ALERT_TIMESTAMP_HEADER,
  alertChannelsSchema,
  type AlertChannels,
  z,
} from '@marquee/protocol';
import { isApiError } from '../../../shared/api/api-error';
import { notify } from '../../../shared/lib/notify';
import { useAlertChannels, useRotateWebhookSecret, useSaveAlertChannels } from '../api/alerts-api';
import { AlertDeliveryLog } from './alert-delivery-log';

/** Where alerts go: the account's email, and a webhook signed with the secret shown here. */
export function AlertChannelsForm() {
  const channels = useAlertChannels();
  if (!channels.data) return <Skeleton h={120} />;
  return (
    <Stack gap="md">
      <ChannelsForm initial={channels.data} />
      <AlertDeliveryLog />
    </Stack>
  );
}

function ChannelsForm({ initial }: { initial: AlertChannels }) {
  const save = useSaveAlertChannels();
  const rotate = useRotateWebhookSecret();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { emailEnabled: initial.emailEnabled, webhookUrl: initial.webhookUrl ?? '' },
    validate: zod4Resolver(
      alertChannelsSchema.extend({
        // An empty field means no webhook.
        webhookUrl: z.union([z.literal(''), alertChannelsSchema.shape.webhookUrl.unwrap()]),
      }),
    ),
  });
  const submit = form.onSubmit((values) =>
    save.mutate(
      { emailEnabled: values.emailEnabled, webhookUrl: values.webhookUrl.trim() || null },
      {
        onSuccess: () => {
          form.resetDirty();
          notify.success('Alerts saved', 'Alerts go where you chose.');
        },
        onError: (error) => {
          if (isApiError(error)) form.setErrors(error.errors);
          notify.error('Error', 'Failed to save the alert settings');
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Alert delivery">
      <Stack gap="sm">
        <Switch
          label="Email me alerts"
          key={form.key('emailEnabled')}
          {...form.getInputProps('emailEnabled', { type: 'checkbox' })}
        />
        <TextInput
          label="Webhook URL"
          placeholder="https://example.com/hooks/marquee"
          description={`Each alert is POSTed as JSON with ${ALERT_SIGNATURE_HEADER}: sha256=<HMAC-SHA256 of the body> and ${ALERT_TIMESTAMP_HEADER}.`}
          key={form.key('webhookUrl')}
          {...form.getInputProps('webhookUrl')}
        />
        <Group gap="xs" wrap="wrap">
          <Text size="sm">Signing secret</Text>
          <Code style={{ wordBreak: 'break-all' }}>{initial.webhookSecret}</Code>
          <Group gap={4} wrap="nowrap">
            <CopyButton value={initial.webhookSecret}>
              {({ copied, copy }) => (
                <Button size="compact-xs" variant="subtle" onClick={copy}>
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              )}
            </CopyButton>
            <Button
              size="compact-xs"
              variant="subtle"
              color="orange"
              loading={rotate.isPending}
              onClick={() => rotate.mutate()}
            >
              New secret
            </Button>
          </Group>
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save alert settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
