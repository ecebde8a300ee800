import { connectCompanies, connectedCompanies, MAILER, todayUtc, type Mailer, type SeedContext } from '@portolan/sdk/server';
import type { BookingRequest } from '../../shared/types';
import type { Actor, BookingContext } from './Actor';
import { createBooking } from './createBooking';
import { demoBookings } from './demoBookings';
import { runBookingAction } from './runBookingAction';

/** Demo data sends no email: the outbox stays for what people do. */
const SILENT: Mailer = { queue: async () => undefined };

/**
 * Acme Exports' demo bookings with Bluewave Logistics (demoBookings): one or more in every state, made
 * through the commands themselves (createBooking, runBookingAction — the same versions, diffs, activity,
 * shipments and DCSA notifications the API makes), as Asha (shipper@portolan.test) and Felix
 * (forwarder@portolan.test); the two companies are connected first. No email. Idempotent: nothing when
 * Acme already has bookings (or either demo company or user is missing).
 */
export async function seedBookings(ctx: SeedContext, today = todayUtc()): Promise<void> {
  const { db, log } = ctx;
  const user = (email: string) => db.one<{ id: string; company_id: string; name: string }>('SELECT id, company_id, name FROM users WHERE email = $1', [email]);
  const asha = await user('shipper@portolan.test');
  const felix = await user('forwarder@portolan.test');
  if (!asha || !felix) return;
  const acme = String(asha.company_id);
  const bluewave = String(felix.company_id);
  if (await db.one('SELECT 1 AS x FROM bookings WHERE company_id = $1 LIMIT 1', [acme])) return;
  if (!(await connectedCompanies(db, acme, [bluewave])).has(bluewave)) await connectCompanies(db, acme, bluewave);

  const all = () => true;
  const shipper: Actor = { companyId: acme, userId: String(asha.id), name: asha.name, can: all };
  const provider: Actor = { companyId: bluewave, userId: String(felix.id), name: felix.name, can: all };
  const withProvider = <T extends Partial<BookingRequest>>(request: T) => ({ ...request, providerCompanyId: bluewave }) as BookingRequest;

  // One transaction: the commands' own join it (fast, and all or nothing).
  const count = await db.transaction(async (tx) => {
    const quiet: BookingContext = {
      db: tx,
      settings: ctx.settings,
      services: { get: (token) => (token === MAILER ? SILENT : ctx.services.get(token)) as never, find: (token) => (token === MAILER ? SILENT : ctx.services.find(token)) as never },
    };
    const plans = demoBookings(today);
    for (const plan of plans) {
      let booking = await createBooking(quiet, shipper, withProvider(plan.request), { submit: plan.submit, source: { kind: 'SCRATCH' } });
      for (const step of plan.steps) {
        const body = { ...step.body, version: booking.version, ...(step.body.request ? { request: withProvider(step.body.request) } : {}) };
        booking = await runBookingAction(quiet, step.by === 'SHIPPER' ? shipper : provider, booking._id, step.action, body);
      }
    }
    return plans.length;
  });
  log.info({ company: 'Acme Exports', count }, 'demo bookings created');
}
