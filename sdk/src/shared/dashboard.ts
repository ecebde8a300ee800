/**
 * The dashboard's own calls (the host lays the dashboard out; the analytics area answers them): the
 * signed-in user's arrangement and the revision of the records behind the widgets.
 */
export const DASHBOARD_API = {
  /** GET `{ record: DashboardLayout }`; PUT `{ data: DashboardLayout }` with `version` (409 when stale). */
  layout: '/api/dashboard/layout',
  /** GET `{ record: Freshness }`: refreshes the report facts when they are older than a few seconds. */
  freshness: '/api/reporting/v2/freshness',
} as const;

/** Default widths on the dashboard grid: small ¼, medium ½, large ¾, full. */
export type WidgetSize = 'small' | 'medium' | 'large' | 'full';

export interface DashboardLayoutItem {
  /** `<pluginId>:<widgetId>` of a registered widget. */
  key: string;
  size: WidgetSize;
}

/** The signed-in user's arrangement; widgets not listed follow in their registered order at their default size. */
export interface DashboardLayout {
  items: DashboardLayoutItem[];
  updatedAt?: string;
  version?: number;
}

/** The report facts' state: `revision` changes whenever a shipment behind the reports changed (widgets reload then). */
export interface Freshness {
  revision: string;
  refreshedAt: string;
  shipments: number;
}
