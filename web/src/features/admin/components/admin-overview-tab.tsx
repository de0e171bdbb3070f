import { SimpleGrid, Stack } from '@mantine/core';
import {
  IconCurrencyDollar,
  IconDeviceTv,
  IconFiles,
  IconMapPin,
  IconUsers,
} from '@tabler/icons-react';
import { formatCents, LATEST_REGISTRATIONS_COUNT } from '@marquee/protocol';
import { QueryError } from '../../../shared/ui/query-error';
import { StatCard } from '../../../shared/ui/stat-card';
import { useAdminStats } from '../api/get-admin-stats';
import { LatestRegistrations } from './latest-registrations';
import { FleetHealthCard } from './fleet-health-card';

export function AdminOverviewTab() {
  const stats = useAdminStats();
  if (stats.isError) return <QueryError error={stats.error} onRetry={() => void stats.refetch()} />;
  const data = stats.data;
  const loading = stats.isPending;

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, lg: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
        <StatCard
          label="Paying Clients"
          value={data?.payingClients ?? 0}
          hint={data ? `${data.trialClients} in trial · ${data.totalClients} in total` : undefined}
          icon={<IconUsers size={24} />}
          loading={loading}
        />
        <StatCard
          label="Active Locations"
          value={data?.activeLocations ?? 0}
          hint={data ? `${data.totalLocations} in total` : undefined}
          icon={<IconMapPin size={24} />}
          color="cyan"
          loading={loading}
        />
        <StatCard
          label="Monthly Revenue (excl. trials)"
          value={formatCents(data?.monthlyRevenue ?? 0)}
          hint={data ? `${formatCents(data.trialMonthlyFees)} more once trials end` : undefined}
          icon={<IconCurrencyDollar size={24} />}
          color="teal"
          loading={loading}
        />
        <StatCard
          label="Total Content"
          value={data?.totalContent ?? 0}
          icon={<IconFiles size={24} />}
          color="grape"
          loading={loading}
        />
      </SimpleGrid>
      {/* Shown only once the realtime layer reports a count: a 0 here would be a guess. */}
      {data && data.connectedScreens !== null && (
        <SimpleGrid cols={{ base: 2, lg: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
          <StatCard
            label="Connected Screens"
            value={data.connectedScreens}
            icon={<IconDeviceTv size={24} />}
            color="orange"
          />
        </SimpleGrid>
      )}
      <FleetHealthCard />
      {data && (
        <LatestRegistrations users={data.latestUsers.slice(0, LATEST_REGISTRATIONS_COUNT)} />
      )}
    </Stack>
  );
}
