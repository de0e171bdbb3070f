import { Button, Menu } from '@mantine/core';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface TabMenuProps {
  tabs: { value: string; label: string; icon: ReactNode }[];
  active: string;
  onSelect: (value: string) => void;
  label: string;
}

/** The tab bar on a phone: the current section in full, and every other one a tap away. */
export function TabMenu({ tabs, active, onSelect, label }: TabMenuProps) {
  const current = tabs.find((t) => t.value === active);
  return (
    <Menu position="bottom-start" width="target" shadow="md">
      <Menu.Target>
        <Button
          variant="default"
          fullWidth
          justify="space-between"
          leftSection={current?.icon}
          rightSection={<IconChevronDown size={16} />}
          aria-label={`${label}: ${current?.label ?? ''}`}
          data-testid="tab-menu"
        >
          {current?.label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={label}>
        {tabs.map((t) => (
          <Menu.Item
            key={t.value}
            leftSection={t.icon}
            rightSection={t.value === active ? <IconCheck size={16} /> : undefined}
            onClick={() => onSelect(t.value)}
            fw={t.value === active ? 600 : undefined}
          >
            {t.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
