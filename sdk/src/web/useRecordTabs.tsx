import type { JSX } from 'react';
import { SlotRegistry, type RecordSlotProps } from './Slots';
import { useService } from './useService';
import { RecordSlotPanel } from './RecordSlotPanel';

/** A contributed tab, ready for the owner's Blueprint `<Tabs>`: `<Tab key={t.id} id={t.id} title={t.title} panel={t.panel} />`. */
export interface RecordTabView {
  /** `pluginId.tabId`, so no contributed tab clashes with the owner's own. */
  id: string;
  title: string;
  panel: JSX.Element;
}

/**
 * The tabs other areas contribute to a record's details (`WebPlugin.recordTabs` for this kind),
 * only those the signed-in user is entitled to. Call it in an observer component (the list follows
 * rights and plugin switches). Each panel is a lazy chunk rendered with its plugin's services.
 *
 * ```tsx
 * const extra = useRecordTabs({ kind: 'shipment', recordId: id, record: shipment });
 * <Tabs>… {extra.map((t) => <Tab key={t.id} {...t} />)}</Tabs>
 * ```
 */
export function useRecordTabs(target: RecordSlotProps): RecordTabView[] {
  const slots = useService(SlotRegistry);
  return slots.recordTabs(target.kind).map((tab) => ({
    id: `${tab.pluginId}.${tab.id}`,
    title: tab.title,
    panel: <RecordSlotPanel key={`${tab.pluginId}.${tab.id}`} tab={tab} target={target} />,
  }));
}
