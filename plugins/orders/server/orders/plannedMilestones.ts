import { addDays } from '@portolan/sdk/shared';
import { MILESTONES, type Milestone } from '../../shared/states';

/**
 * The planned day of every milestone of a line, from the order day, the line's cargo-ready day and its
 * required delivery day (README: "Milestones"): issued on the order day, acknowledged within 3 days,
 * production from day 7, cargo ready as agreed, booked 3 and shipped 7 days after cargo ready, delivered
 * when required. Days never go backwards: each is at least the one before.
 */
export function plannedMilestones(orderDate: string, cargoReadyDate: string, requiredDeliveryDate: string): Record<Milestone, string> {
  const raw: Record<Milestone, string> = {
    ISSUED: orderDate,
    ACKNOWLEDGED: addDays(orderDate, 3),
    IN_PRODUCTION: addDays(orderDate, 7),
    CARGO_READY: cargoReadyDate,
    BOOKED: addDays(cargoReadyDate, 3),
    SHIPPED: addDays(cargoReadyDate, 7),
    DELIVERED: requiredDeliveryDate,
  };
  let floor = raw.ISSUED;
  for (const m of MILESTONES) {
    if (raw[m] < floor) raw[m] = floor;
    floor = raw[m];
  }
  return raw;
}
