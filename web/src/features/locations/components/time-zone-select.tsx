import { Select } from '@mantine/core';
import type { SelectProps } from '@mantine/core';
import { listTimeZones } from '@marquee/protocol';
import { useMemo } from 'react';

export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return listTimeZones().includes(zone) ? zone : 'UTC';
}

export function TimeZoneSelect(props: Omit<SelectProps, 'data'>) {
  const data = useMemo(() => listTimeZones(), []);
  return (
    <Select
      label="Time zone"
      description="Schedules run on this location's local clock"
      searchable
      allowDeselect={false}
      nothingFoundMessage="No matching time zone"
      maxDropdownHeight={260}
      comboboxProps={{ withinPortal: true }}
      {...props}
      data={data}
    />
  );
}
