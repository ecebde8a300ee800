import { useEffect, useState } from 'react';
import { HttpClient, NotificationBus, WidgetRegistry, useService } from '@portolan/sdk';
import type { DashboardLayoutItem } from '@portolan/sdk';
import { DashboardLayoutStore } from './DashboardLayoutStore';
import { defaultSizeOf } from './arrangeWidgets';
import { widgetKey } from './widgetToggle';

/**
 * The user's dashboard layout for one screen: loaded on mount, changes saved debounced (409: reloaded
 * and re-applied, see DashboardLayoutStore), anything still waiting saved when the screen goes away.
 */
export function useDashboardLayout(delayMs?: number): DashboardLayoutStore {
  const http = useService(HttpClient);
  const notifications = useService(NotificationBus);
  const widgets = useService(WidgetRegistry);
  const [store] = useState(
    () => new DashboardLayoutStore(http, notifications, (): DashboardLayoutItem[] => widgets.visible.map((w) => ({ key: widgetKey(w), size: defaultSizeOf(w) })), delayMs),
  );
  useEffect(() => {
    void store.load();
    return () => store.flush();
  }, [store]);
  return store;
}
