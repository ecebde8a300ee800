import type { ContainerJourney } from '@portolan/sdk/server';
import type { ChargeType, Direction } from '../../shared/states';
import { portLocalDay } from '../../shared/freeTime';
import { termsFor, type ClockContext } from '../clocks/containerClocks';
import type { ExpectedFacts } from './checkInvoice';

/**
 * What the check compares an invoice with (the clocks' termsFor): the container's clock of the
 * invoice's direction and charge type as the events give it now (start and stop days, port-local) and
 * the terms it is priced by (tariff after the override; null without a priced tariff), with today in
 * the port's zone. Undefined when the company cannot see the container.
 */
export async function invoiceFacts(ctx: ClockContext, companyId: string, containerId: string, direction: Direction, chargeType: ChargeType, now = new Date()): Promise<{ facts: ExpectedFacts; journey: ContainerJourney } | undefined> {
  const found = await termsFor(ctx, companyId, containerId, direction, chargeType, { now });
  if (!found) return undefined;
  const { clock, terms, journey } = found;
  return {
    facts: {
      clock: { startDay: clock.startDay, stopDay: clock.stopDay, port: clock.port },
      terms: terms && terms.currency && terms.tiers.length ? terms : null,
      today: portLocalDay(now, clock.timeZone),
    },
    journey,
  };
}
