import { Select } from '@mantine/core';
import type { ComboboxItem, OptionsFilter, SelectProps } from '@mantine/core';
import { listTimeZones, searchTimeZones, timeZoneOptions } from '@marquee/protocol';

export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return listTimeZones().includes(zone) ? zone : 'UTC';
}

/** Describing every zone takes a moment: done once per page, on the first picker shown. */
let described: { data: ComboboxItem[]; filter: OptionsFilter } | null = null;
function describeZones() {
  if (described) return described;
  const options = timeZoneOptions();
  const byValue = new Map(options.map((o) => [o.value, o]));
  const filter: OptionsFilter = ({ options: shown, search }) =>
    searchTimeZones(
      shown.flatMap((o) => byValue.get((o as ComboboxItem).value) ?? []),
      search,
    ).map((o) => ({ value: o.value, label: o.label }));
  described = { data: options.map((o) => ({ value: o.value, label: o.label })), filter };
  return described;
}

/** Finds zones by city, id, abbreviation (EST, GMT, CET) or offset (UTC+1), best first. */
export function TimeZoneSelect(props: Omit<SelectProps, 'data' | 'filter'>) {
  const { data, filter } = describeZones();
  return (
    <Select
      label="Time zone"
      description="Schedules run on this location's local clock. Search a city, GMT, EST…"
      searchable
      allowDeselect={false}
      nothingFoundMessage="No matching time zone"
      maxDropdownHeight={260}
      comboboxProps={{ withinPortal: true }}
      {...props}
      data={data}
      filter={filter}
    />
  );
}
