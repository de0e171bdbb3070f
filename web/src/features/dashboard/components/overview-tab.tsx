import { lazy, Suspense } from 'react';
import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconCalendarTime, IconCurrencyDollar, IconMapPin, IconPhoto } from '@tabler/icons-react';
import { formatCents, MONTHLY_FEE_CENTS, monthlyTotalCents } from '@marquee/protocol';
import { StatCard } from '../../../shared/ui/stat-card';
import { useContent } from '../../content';
import { useLocations, countLiveLocations } from '../../locations';
import { useSchedules } from '../../schedules';
import { GetStartedCard } from './get-started-card';
import { NowPlaying } from './now-playing';
import { RecentActivity } from './recent-activity';

// The charts bring their library: fetched after the first paint, so Overview itself stays small.
const PlaysOverview = lazy(() =>
  import('../../reports/components/plays-overview').then((m) => ({ default: m.PlaysOverview })),
);

export function OverviewTab({ onGoToLocations }: { onGoToLocations: () => void }) {
  const locations = useLocations();
  const content = useContent();
  const schedules = useSchedules();

  const locationList = locations.data ?? [];
  const activeSchedules = (schedules.data ?? []).filter((s) => s.isActive).length;
  // Suspended locations are not billed, so the hint counts what the total is made of.
  const billed = locationList.filter((l) => !l.isSuspended).length;

  return (
    <Stack gap="lg">
      {locations.isSuccess && locationList.length === 0 && (
        <GetStartedCard onGoToLocations={onGoToLocations} />
      )}
      <SimpleGrid cols={{ base: 2, lg: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
        <StatCard
          label="Active Locations"
          value={countLiveLocations(locationList)}
          hint={`${locationList.length} in total`}
          icon={<IconMapPin size={24} />}
          loading={locations.isPending}
        />
        <StatCard
          label="Content Items"
          value={content.data?.length ?? 0}
          hint="Files, web pages and slides"
          icon={<IconPhoto size={24} />}
          color="grape"
          loading={content.isPending}
        />
        <StatCard
          label="Active Schedules"
          value={activeSchedules}
          hint="Running or waiting for their time"
          icon={<IconCalendarTime size={24} />}
          color="cyan"
          loading={schedules.isPending}
        />
        <StatCard
          label="Monthly Cost"
          value={formatCents(monthlyTotalCents(locationList))}
          hint={`${formatCents(MONTHLY_FEE_CENTS)} × ${billed} location${billed === 1 ? '' : 's'}`}
          icon={<IconCurrencyDollar size={24} />}
          color="teal"
          loading={locations.isPending}
        />
      </SimpleGrid>
      <Suspense fallback={<Skeleton h={300} radius="md" />}>
        <PlaysOverview />
      </Suspense>
      <NowPlaying onGoToLocations={onGoToLocations} />
      <RecentActivity items={content.data ?? []} loading={content.isPending} />
    </Stack>
  );
}
