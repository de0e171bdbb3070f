import { Badge } from '@mantine/core';
import { IconChartBar, IconReceipt2, IconServer, IconUsers } from '@tabler/icons-react';
import type { User } from '@marquee/protocol';
import {
  AdminOverviewTab,
  AdminUsersTab,
  AdminBillingTab,
  AdminSystemTab,
} from '../../features/admin';
import { LogoutButton } from '../../features/auth';
import { SettingsButton } from '../../features/settings';
import { DashboardLayout } from '../../shared/ui/dashboard-layout';
import { UrlTabs } from '../../shared/ui/url-tabs';
import { useLiveUpdates } from '../use-live-updates';

const iconSize = 16;

export function AdminDashboard({ user }: { user: User }) {
  useLiveUpdates();
  return (
    <DashboardLayout
      title="Admin Dashboard"
      subtitle={
        <>
          <Badge size="xs" variant="light" color="violet" mr={6}>
            Admin
          </Badge>
          {user.email}
        </>
      }
      actions={
        <>
          <SettingsButton user={user} />
          <LogoutButton />
        </>
      }
    >
      <UrlTabs
        label="Admin sections"
        tabs={[
          {
            value: 'dashboard',
            label: 'Dashboard',
            icon: <IconChartBar size={iconSize} />,
            panel: <AdminOverviewTab />,
          },
          {
            value: 'users',
            label: 'Users',
            icon: <IconUsers size={iconSize} />,
            panel: <AdminUsersTab />,
          },
          {
            value: 'billing',
            label: 'Billing',
            icon: <IconReceipt2 size={iconSize} />,
            panel: <AdminBillingTab />,
          },
          {
            value: 'system',
            label: 'System',
            icon: <IconServer size={iconSize} />,
            panel: <AdminSystemTab />,
          },
        ]}
      />
    </DashboardLayout>
  );
}
