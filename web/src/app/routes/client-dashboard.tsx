import {
  IconCalendarTime,
  IconChartBar,
  IconCreditCard,
  IconLayoutDashboard,
  IconMapPin,
  IconPhoto,
  IconPresentation,
} from '@tabler/icons-react';
import { Stack } from '@mantine/core';
import type { User } from '@marquee/protocol';
import { useSearchParams } from 'react-router-dom';
import { LogoutButton } from '../../features/auth';
import { PaymentAlerts, TrialBadge } from '../../features/billing';
import { useLocations } from '../../features/locations';
import { ActiveLocationsSummary, OverviewTab } from '../../features/dashboard';
import { UploadIndicator } from '../../features/content';
import { useLiveUpdates } from '../use-live-updates';
import { SettingsButton } from '../../features/settings';
import { EmergencyButton, EmergencyBanner } from '../../features/emergency';
import { DashboardLayout } from '../../shared/ui/dashboard-layout';
import { UrlTabs } from '../../shared/ui/url-tabs';
import { lazyTab } from './lazy-tab';

const iconSize = 16;

// Overview is the first tab: it comes with the dashboard, the others when opened.
const ContentTab = lazyTab(() =>
  import('../../features/content/components/content-tab').then((m) => m.ContentTab),
);
const PresentationTab = lazyTab(() =>
  import('../../features/presentation/components/presentation-tab').then((m) => m.PresentationTab),
);
const SchedulingTab = lazyTab(() =>
  import('../../features/schedules/components/scheduling-tab').then((m) => m.SchedulingTab),
);
const LocationsTab = lazyTab(() =>
  import('../../features/locations/components/locations-tab').then((m) => m.LocationsTab),
);
const ReportsTab = lazyTab(() =>
  import('../../features/reports/components/reports-tab').then((m) => m.ReportsTab),
);
const BillingTab = lazyTab(() =>
  import('../../features/billing/components/billing-tab').then((m) => m.BillingTab),
);

export function ClientDashboard({ user }: { user: User }) {
  const [, setParams] = useSearchParams();
  useLiveUpdates();
  const goToLocations = () => setParams({ tab: 'locations' });
  const goToBilling = () => setParams({ tab: 'billing' });
  const locations = useLocations();

  return (
    <DashboardLayout
      title={user.companyName}
      subtitle={<ActiveLocationsSummary />}
      actions={
        <>
          <EmergencyButton />
          <UploadIndicator />
          <TrialBadge trialEndsAt={user.trialEndsAt} visibleFrom="sm" />
          <SettingsButton user={user} />
          <LogoutButton />
        </>
      }
    >
      <Stack gap="md">
        <EmergencyBanner />
        <PaymentAlerts locations={locations.data ?? []} onResolve={goToBilling} />
        <UrlTabs
          label="Dashboard sections"
          tabs={[
            {
              value: 'overview',
              label: 'Overview',
              icon: <IconLayoutDashboard size={iconSize} />,
              panel: <OverviewTab onGoToLocations={goToLocations} />,
            },
            {
              value: 'content',
              label: 'Content',
              icon: <IconPhoto size={iconSize} />,
              panel: <ContentTab />,
            },
            {
              value: 'presentation',
              label: 'Presentation',
              icon: <IconPresentation size={iconSize} />,
              panel: (
                <PresentationTab onGoToLocations={goToLocations} onGoToBilling={goToBilling} />
              ),
            },
            {
              value: 'scheduling',
              label: 'Scheduling',
              icon: <IconCalendarTime size={iconSize} />,
              panel: <SchedulingTab />,
            },
            {
              value: 'locations',
              label: 'Locations',
              icon: <IconMapPin size={iconSize} />,
              panel: <LocationsTab />,
            },
            {
              value: 'reports',
              label: 'Reports',
              icon: <IconChartBar size={iconSize} />,
              panel: <ReportsTab />,
            },
            {
              value: 'billing',
              label: 'Billing',
              icon: <IconCreditCard size={iconSize} />,
              panel: <BillingTab />,
            },
          ]}
        />
      </Stack>
    </DashboardLayout>
  );
}
