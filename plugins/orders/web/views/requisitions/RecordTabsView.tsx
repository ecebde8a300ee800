import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Tab, Tabs } from '@blueprintjs/core';
import type { RecordTabView } from '@portolan/sdk';

/** The tab a record's screen shows, kept in the URL (`?tab=`), and a way to change it. */
export function useTabParam(): [string | null, (tab: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const setTab = (tab: string) =>
    setSearchParams(
      (params) => {
        params.set('tab', tab);
        return params;
      },
      { replace: true },
    );
  return [searchParams.get('tab'), setTab];
}

export interface RecordTabsViewProps {
  id: string;
  /** The record's own tabs, first is the default. */
  tabs: Array<{ id: string; title: string; panel: ReactNode }>;
  /** Tabs other plugins contribute (useRecordTabs). */
  contributed: RecordTabView[];
}

/** A record's tabs (its own, then contributed ones), the one in the URL selected, the first when it names none or one not shown. */
export function RecordTabsView({ id, tabs, contributed }: RecordTabsViewProps) {
  const [asked, setTab] = useTabParam();
  const selected = asked && (tabs.some((t) => t.id === asked) || contributed.some((t) => t.id === asked)) ? asked : tabs[0].id;
  return (
    <Tabs id={id} renderActiveTabPanelOnly selectedTabId={selected} onChange={(tab) => setTab(String(tab))}>
      {tabs.map((t) => (
        <Tab key={t.id} id={t.id} title={t.title} panel={<div style={{ paddingTop: 4 }}>{t.panel}</div>} />
      ))}
      {contributed.map((t) => (
        <Tab key={t.id} id={t.id} title={t.title} panel={t.panel} />
      ))}
    </Tabs>
  );
}
