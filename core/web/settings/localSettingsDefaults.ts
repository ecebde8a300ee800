import type { LocalSettingsValues } from '@portolan/sdk';

/** SPEC §9: the dashboard report toggles of the side navigation, all on by default. */
export const DASHBOARD_REPORTS = ['Global Shipment Radar', 'Watch Tower', 'Shipment', 'Multimodal'] as const;

/** SPEC §9: the analytics widgets of the side navigation, all on by default. */
export const ANALYTICS_WIDGETS = [
  'Monthly Shipments/TEUS',
  'Route Transit Time Consistency',
  'Performance By Origin',
  'Performance By Destination',
  'Avg Turnaround Time By Destination',
  'On Time Performance By Carrier',
  'Active Shipments In Transit',
  'Shipments Approaching Transshipment',
  'Shipments Approaching Destination By POD',
  'Transshipment Ageing By POD',
] as const;

/** SPEC §3/§4/§9 local settings before the user changes anything: side nav collapsed, every toggle on. */
export function defaultLocalSettings(): LocalSettingsValues {
  return {
    sideNavView: 'collapsed',
    sideNavDashboardReports: Object.fromEntries(DASHBOARD_REPORTS.map((name) => [name, true])),
    sideNavDashboardAnalytics: Object.fromEntries(ANALYTICS_WIDGETS.map((name) => [name, true])),
    slideSideNav: false,
  };
}
