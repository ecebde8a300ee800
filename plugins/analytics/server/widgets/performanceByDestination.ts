import type { WidgetQuery } from './WidgetQuery';
import { arrivalPerformanceQuery } from './performanceByOrigin';

/**
 * Performance By Destination: arrivals in the range per port of discharge — arrivals, on time, late,
 * on-time % and the average delay (days) of the late ones (`arrivalPerformanceQuery`); drawn as
 * horizontal bars of on-time %; rows drill to `{ pod, arrival: 'any' }`, with `drillBy` for the on-time and late counts.
 */
export const performanceByDestination: WidgetQuery = arrivalPerformanceQuery({ name: 'performanceByDestination', column: 'pod', title: 'Port of discharge', series: 'hbar' });
