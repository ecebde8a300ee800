import type { WidgetSize } from '@portolan/sdk/shared';

export type { WidgetSize };

/**
 * The built-in dashboard widgets: SPEC §9's four report toggles (`sideNavDashboardReports`) and ten
 * analytics widgets (`sideNavDashboardAnalytics`), each answered by `/api/reporting/v2/<name>Query`.
 * `specName` is the exact SPEC text (the local-settings key); `size` the default width on the dashboard.
 */

export interface BuiltInWidget {
  /** The report name: the query is `/api/reporting/v2/<name>Query`. */
  name: string;
  specName: string;
  setting: 'sideNavDashboardReports' | 'sideNavDashboardAnalytics';
  size: WidgetSize;
  /** The plan feature it needs (besides the `dashboard` access feature). */
  plan?: 'analytics' | 'watch-tower' | 'multimodal';
  description: string;
}

export const BUILT_IN_WIDGETS: readonly BuiltInWidget[] = [
  { name: 'globalShipmentRadar', specName: 'Global Shipment Radar', setting: 'sideNavDashboardReports', size: 'large', description: 'Where your shipments are now: vessels at sea between their ports, and what waits at each port.' },
  { name: 'watchTower', specName: 'Watch Tower', setting: 'sideNavDashboardReports', size: 'medium', plan: 'watch-tower', description: 'Exceptions that need you: late departures, ETA slips, long transshipment dwell, containers not returned.' },
  { name: 'shipmentSummary', specName: 'Shipment', setting: 'sideNavDashboardReports', size: 'medium', description: 'Shipments and TEU by status in the period.' },
  { name: 'multimodal', specName: 'Multimodal', setting: 'sideNavDashboardReports', size: 'medium', plan: 'multimodal', description: 'Shipments and TEU by mode (FCL, LCL) and routing (direct, via transshipment).' },
  { name: 'monthlyShipments', specName: 'Monthly Shipments/TEUS', setting: 'sideNavDashboardAnalytics', size: 'large', plan: 'analytics', description: 'Shipments and TEU departed per month.' },
  { name: 'routeTransitTimeConsistency', specName: 'Route Transit Time Consistency', setting: 'sideNavDashboardAnalytics', size: 'large', plan: 'analytics', description: 'Transit days (actual arrival − actual departure) per lane: median with the 10th–90th percentile band.' },
  { name: 'performanceByOrigin', specName: 'Performance By Origin', setting: 'sideNavDashboardAnalytics', size: 'medium', plan: 'analytics', description: 'On-time share and average delay of arrivals, per port of loading.' },
  { name: 'performanceByDestination', specName: 'Performance By Destination', setting: 'sideNavDashboardAnalytics', size: 'medium', plan: 'analytics', description: 'On-time share and average delay of arrivals, per port of discharge.' },
  { name: 'avgTurnaroundByDestination', specName: 'Avg Turnaround Time By Destination', setting: 'sideNavDashboardAnalytics', size: 'medium', plan: 'analytics', description: 'Days from vessel arrival at the port of discharge to the last empty container returned.' },
  { name: 'onTimeByCarrier', specName: 'On Time Performance By Carrier', setting: 'sideNavDashboardAnalytics', size: 'medium', plan: 'analytics', description: 'Arrivals on time (within the tolerance of the first promised ETA) and late, per carrier.' },
  { name: 'activeInTransit', specName: 'Active Shipments In Transit', setting: 'sideNavDashboardAnalytics', size: 'medium', plan: 'analytics', description: 'Shipments at sea now, per carrier, split into on schedule and delayed.' },
  { name: 'approachingTransshipment', specName: 'Shipments Approaching Transshipment', setting: 'sideNavDashboardAnalytics', size: 'medium', plan: 'analytics', description: 'Shipments due at a transshipment port in the next 7 days, per port.' },
  { name: 'approachingDestinationByPod', specName: 'Shipments Approaching Destination By POD', setting: 'sideNavDashboardAnalytics', size: 'medium', plan: 'analytics', description: 'Shipments due at their port of discharge in the next 14 days, per port and week.' },
  { name: 'transshipmentAgeingByPod', specName: 'Transshipment Ageing By POD', setting: 'sideNavDashboardAnalytics', size: 'medium', plan: 'analytics', description: 'Shipments waiting at a transshipment port now, by days waited, per final port of discharge.' },
];

/** On time: the actual arrival at most this many hours after the first promised ETA. */
export const ON_TIME_TOLERANCE_HOURS = 24;
/** Windows of the "approaching" widgets (days ahead of now). */
export const APPROACHING_TRANSSHIPMENT_DAYS = 7;
export const APPROACHING_DESTINATION_DAYS = 14;
/** Ageing buckets of transshipment dwell (days): 0–2, 3–5, 6–9, 10+. */
export const AGEING_BUCKETS: readonly { key: string; title: string; min: number; max: number | null }[] = [
  { key: 'd0_2', title: '0–2 days', min: 0, max: 3 },
  { key: 'd3_5', title: '3–5 days', min: 3, max: 6 },
  { key: 'd6_9', title: '6–9 days', min: 6, max: 10 },
  { key: 'd10', title: '10+ days', min: 10, max: null },
];
