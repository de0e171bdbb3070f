import { Alert, Box, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCreditCard,
  IconExternalLink,
  IconEye,
  IconLock,
} from '@tabler/icons-react';
import { formatCents } from '@marquee/protocol';
import type { ContentItem, Location } from '@marquee/protocol';
import { formatDate } from '../../../shared/lib/format-date';
import { usePlaylist } from '../api/get-playlist';
import { billingState } from '../lib/billing-state';
import { openFullScreen, openPreview } from '../lib/display-urls';
import { LocationPlaylist } from './location-playlist';
import { useBelow } from '../../../shared/lib/use-below';
import { LocationStatusBadge } from '../../locations';

interface LocationCardProps {
  location: Location;
  library: ContentItem[];
  libraryById: Map<number, ContentItem>;
  onResolvePayment: () => void;
}

const tone = { suspended: 'red', overdue: 'yellow', current: undefined } as const;

export function LocationCard({
  location,
  library,
  libraryById,
  onResolvePayment,
}: LocationCardProps) {
  const state = billingState(location);
  const color = tone[state.kind];
  const fee = `${formatCents(location.monthlyFee)}/month`;
  const headline =
    state.kind === 'suspended'
      ? 'Suspended - Payment Required'
      : state.kind === 'overdue'
        ? `${state.unpaidDays} ${state.unpaidDays === 1 ? 'day' : 'days'} overdue`
        : `${fee} • Next billing: ${formatDate(location.nextBillingDate)}`;

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      bg={color ? `${color}.0` : undefined}
      style={color ? { borderColor: `var(--mantine-color-${color}-5)` } : undefined}
      data-testid="presentation-location-card"
      data-state={state.kind}
      aria-label={location.name}
      role="region"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Title order={3} fz="lg" lineClamp={2}>
              {location.name}
            </Title>
            <Text
              size="sm"
              fw={color ? 600 : undefined}
              c={
                state.kind === 'suspended'
                  ? 'red.8'
                  : state.kind === 'overdue'
                    ? 'yellow.9'
                    : 'dimmed'
              }
              data-testid="location-billing-line"
            >
              {headline}
            </Text>
          </div>
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              leftSection={<IconEye size={14} />}
              disabled={location.isSuspended}
              onClick={() => openPreview(location.id)}
              aria-label={`Preview ${location.name}`}
            >
              Preview
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconExternalLink size={14} />}
              disabled={location.isSuspended}
              onClick={() => openFullScreen(location.id)}
              aria-label={`Full screen ${location.name}`}
            >
              Full
            </Button>
          </Group>
        </Group>

        {state.kind === 'suspended' ? (
          <Alert color="red" variant="light" icon={<IconLock />} title="Location Suspended">
            <Text size="sm">
              Suspended on {formatDate(location.suspensionDate)} due to non-payment. Its screens
              play nothing until the balance is paid.
            </Text>
            <Button
              mt="sm"
              size="xs"
              color="red"
              leftSection={<IconCreditCard size={14} />}
              onClick={onResolvePayment}
            >
              Resolve Payment
            </Button>
          </Alert>
        ) : (
          <>
            {state.kind === 'overdue' && (
              <Alert
                color="yellow"
                variant="light"
                icon={<IconAlertTriangle />}
                title="Payment Overdue"
              >
                <Text size="sm">
                  {state.daysLeft > 0
                    ? `This location will be suspended in ${state.daysLeft} ${state.daysLeft === 1 ? 'day' : 'days'} unless payment is made.`
                    : 'This location will be suspended today unless payment is made.'}
                </Text>
              </Alert>
            )}
            <LocationPlaylist location={location} library={library} libraryById={libraryById} />
            <LocationStatistics location={location} />
          </>
        )}
      </Stack>
    </Paper>
  );
}

function LocationStatistics({ location }: { location: Location }) {
  const playlist = usePlaylist(location.id);
  // Two columns on a phone: the screens badge needs both.
  const phone = useBelow('sm');
  const stats = [
    { label: 'Total content', value: playlist.data ? String(playlist.data.length) : '—' },
    { label: 'Monthly fee', value: formatCents(location.monthlyFee) },
    { label: 'Last update', value: formatDate(location.updatedAt) },
    {
      label: 'Status',
      value: <LocationStatusBadge location={location} withScreens />,
      wide: phone,
    },
  ];
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 4 }}
      spacing="xs"
      pt="xs"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      aria-label={`Statistics for ${location.name}`}
      role="group"
    >
      {stats.map((s) => (
        <Box key={s.label} style={s.wide ? { gridColumn: 'span 2' } : undefined}>
          <Text size="xs" c="dimmed">
            {s.label}
          </Text>
          <Text size="sm" fw={600} component="div">
            {s.value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
