import type { WidgetQuery } from './WidgetQuery';
import { arrivalPerformanceQuery } from './performanceByOrigin';

/**
 * On Time Performance By Carrier: arrivals in the range per carrier (SCAC) — arrivals, on time (at most
 * ON_TIME_TOLERANCE_HOURS after the first promised ETA), late, on-time % and the average delay (days) of
 * the late ones (`arrivalPerformanceQuery`), drawn as stacked bars of on time and late. Totals
 * `{ shipments, onTime, late, onTimePct, avgDelayDays }` over all carriers.
 *
 * Drill convention (agreed with the web): a row's `drill` is `{ carrier, arrival: 'any' }` (all its
 * arrivals in the range); its `drillBy` gives one drill per measure, `drillBy.onTime = { carrier,
 * arrival: 'onTime' }` and `drillBy.late = { carrier, arrival: 'late' }`, so a click on the late segment
 * opens only the late ones. The SDK web helper reads `row.drillBy?.[measure]` before `row.drill`.
 */
export const onTimeByCarrier: WidgetQuery = arrivalPerformanceQuery({ name: 'onTimeByCarrier', column: 'carrier', title: 'Carrier', series: 'stacked' });
