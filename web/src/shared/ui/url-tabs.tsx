import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useBelow } from '../lib/use-below';
import { TabMenu } from './tab-menu';
import classes from './url-tabs.module.css';

export interface UrlTab {
  value: string;
  label: string;
  icon: ReactNode;
  panel: ReactNode;
}

/**
 * Tabs whose selection lives in ?tab=, so a reload, a shared link or the back button lands
 * on the same tab. The first tab is the default and keeps the URL clean.
 */
export function UrlTabs({ tabs, label }: { tabs: UrlTab[]; label: string }) {
  const [params, setParams] = useSearchParams();
  const first = tabs[0]?.value ?? '';
  const requested = params.get('tab');
  // Below md a row of labelled tabs no longer fits: it becomes a menu rather than cut labels.
  const collapsed = useBelow('md');
  const active = tabs.some((t) => t.value === requested) ? (requested as string) : first;

  const select = (value: string | null) => {
    if (!value || value === active) return;
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === first) next.delete('tab');
      else next.set('tab', value);
      return next;
    });
  };

  return (
    <Tabs value={active} onChange={select} keepMounted={false} classNames={{ list: classes.list }}>
      {collapsed ? (
        <TabMenu tabs={tabs} active={active} onSelect={select} label={label} />
      ) : (
        <Tabs.List aria-label={label}>
          {tabs.map((t) => (
            <Tabs.Tab key={t.value} value={t.value} leftSection={t.icon} className={classes.tab}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      )}
      {tabs.map((t) => (
        <Tabs.Panel key={t.value} value={t.value} pt="lg">
          {t.panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
