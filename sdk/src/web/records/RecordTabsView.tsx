import type { ReactNode } from 'react';
import { Tab, Tabs } from '@blueprintjs/core';
import type { RecordTabView } from '../useRecordTabs';
import { useTabParam } from './useTabParam';

export interface RecordTabsViewProps {
  id: string;
  /** The record's own tabs, first is the default. */
  tabs: Array<{ id: string; title: ReactNode; panel: ReactNode }>;
  /** Tabs other plugins contribute (useRecordTabs). */
  contributed: readonly RecordTabView[];
}

/**
 * A record's tabs on its details screen: its own, then those other plugins contribute (useRecordTabs);
 * the one named in the URL (`?tab=`, useTabParam) selected, the first when it names none or one not shown.
 */
export function RecordTabsView({ id, tabs, contributed }: RecordTabsViewProps) {
  const [asked, setTab] = useTabParam();
  const selected = asked && (tabs.some((t) => t.id === asked) || contributed.some((t) => t.id === asked)) ? asked : tabs[0]?.id;
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
