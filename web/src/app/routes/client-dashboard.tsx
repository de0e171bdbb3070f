import {
  IconCalendarTime,
  IconCreditCard,
  IconLayoutDashboard,
  IconMapPin,
  IconPhoto,
  IconPresentation,
} from '@tabler/icons-react';
import { Stack } from '@mantine/core';
import type { User } from '@marquee/protocol';
import { useSearchParams } from 'react-router-dom';
import { LogoutButton } from '../../features/auth/components/logout-button';
import { BillingTab } from '../../features/billing/components/billing-tab';
import { PaymentAlerts } from '../../features/billing/components/payment-alerts';
import { TrialBadge } from '../../features/billing/components/trial-badge';
import { useLocations } from '../../features/locations/api/get-locations';
import { ActiveLocationsSummary } from '../../features/dashboard/components/active-locations-summary';
import { OverviewTab } from '../../features/dashboard/components/overview-tab';
import { ContentTab } from '../../features/content/components/content-tab';
import { useLiveUpdates } from '../use-live-updates';
import { LocationsTab } from '../../features/locations/components/locations-tab';
import { PresentationTab } from '../../features/presentation/components/presentation-tab';
import { SchedulingTab } from '../../features/schedules/components/scheduling-tab';
import { SettingsButton } from '../../features/settings/components/settings-button';
import { DashboardLayout } from '../../shared/ui/dashboard-layout';
import { UrlTabs } from '../../shared/ui/url-tabs';

const iconSize = 16;

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
          <TrialBadge trialEndsAt={user.trialEndsAt} />
          <SettingsButton user={user} />
          <LogoutButton />
        </>
      }
    >
      <Stack gap="md">
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
