import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { adminApi, type AdminUserSort, type PlanBucket } from '@marquee/protocol';
import { routeUrl } from '../../../shared/api/api-client';
import type { AdminUsersParams } from '../api/get-admin-users';

type Filters = Pick<AdminUsersParams, 'search' | 'status' | 'plan' | 'sort'>;

const SORTS: { value: AdminUserSort; label: string }[] = [
  { value: '-createdAt', label: 'Newest first' },
  { value: 'createdAt', label: 'Oldest first' },
  { value: 'name', label: 'Name A–Z' },
  { value: 'email', label: 'Email A–Z' },
  { value: '-locationCount', label: 'Most locations' },
];

export function AdminUsersToolbar({
  search,
  filters,
  onSearch,
  onChange,
}: {
  /** What is typed; `filters.search` is the debounced value the list uses. */
  search: string;
  filters: Filters;
  onSearch: (value: string) => void;
  onChange: (patch: Partial<Filters>) => void;
}) {
  const exportHref = routeUrl(adminApi.exportUsers, { query: { ...filters, sort: undefined } });
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Search"
        placeholder="Name, email or company"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => onSearch(e.currentTarget.value)}
        style={{ flex: '1 1 220px' }}
      />
      <Select
        label="Status"
        w={140}
        allowDeselect={false}
        value={filters.status || 'all'}
        data={[
          { value: 'all', label: 'All' },
          { value: 'active', label: 'Active' },
          { value: 'suspended', label: 'Suspended' },
        ]}
        onChange={(v) => onChange({ status: v === 'all' || !v ? '' : (v as Filters['status']) })}
      />
      <Select
        label="Plan"
        w={160}
        allowDeselect={false}
        value={filters.plan || 'all'}
        data={[
          { value: 'all', label: 'All' },
          { value: '1-5', label: '1-5 Locations' },
          { value: '6-10', label: '6-10 Locations' },
          { value: '10+', label: '10+ Locations' },
        ]}
        onChange={(v) => onChange({ plan: v === 'all' || !v ? '' : (v as PlanBucket) })}
      />
      <Select
        label="Sort"
        w={160}
        allowDeselect={false}
        value={filters.sort}
        data={SORTS}
        onChange={(v) => v && onChange({ sort: v as AdminUserSort })}
      />
      <Button
        component="a"
        href={exportHref}
        download
        variant="default"
        leftSection={<IconDownload size={16} />}
      >
        Export Users
      </Button>
    </Group>
  );
}
