import { SHIPMENT_EQUIPMENT, SHIPMENT_RECORDS, SHIPMENT_TRACKING, type Db, type FeedEvent, type SeedContext } from '@portolan/sdk/server';
import { addDays, containerNumber } from '@portolan/sdk/shared';
import { portLocalDay } from '../../shared/freeTime';
import { refreshClocks } from '../clocks/containerClocks';
import { tariffColumns } from '../tariffs/tariffRules';
import { demoTariffs } from './demoTariffs';

const HOUR = 3_600_000;

/** Inserts the demo tariffs the company lacks (same carrier, port, direction, charge type, box and valid-from), in one statement. */
export async function seedDemoTariffs(db: Db, companyId: string, year: number): Promise<number> {
  const rows = demoTariffs(year).map((t) => {
    const c = tariffColumns(t);
    return { ...c, holidays: `{${(t.holidays ?? []).join(',')}}`, tiers: t.tiers };
  });
  const result = await db.query(
    `INSERT INTO dnd_tariffs (company_id, carrier, port, direction, charge_type, size, container_group, free_days, day_basis, currency, tiers, holidays, valid_from, valid_to, source, search_text)
     SELECT $1::uuid, x.carrier, x.port, x.direction, x.charge_type, x.size, x.container_group, x.free_days, x.day_basis, x.currency, x.tiers, x.holidays::date[], x.valid_from, x.valid_to, x.source, x.search_text
     FROM jsonb_to_recordset($2::jsonb) AS x(carrier text, port text, direction text, charge_type text, size text, container_group text, free_days integer, day_basis text, currency text,
       tiers jsonb, holidays text, valid_from date, valid_to date, source text, search_text text)
     ON CONFLICT (company_id, carrier, port, direction, charge_type, size, container_group, valid_from) DO NOTHING`,
    [companyId, JSON.stringify(rows)],
  );
  return result.rowCount;
}

/** Acme's demo containers at Rotterdam (Maersk, 40' dry): last free day three days ago, today, and in two days (`shift`: last free day − today). */
const DEMO = [
  { reference: 'DND-DEMO-PAST', serial: 7100013, shift: -3 },
  { reference: 'DND-DEMO-TODAY', serial: 7100024, shift: 0 },
  { reference: 'DND-DEMO-SOON', serial: 7100035, shift: 2, negotiatedDays: 3 },
] as const;

/**
 * The demo D&D data of one company: the tariffs, a contract override (Maersk contract, longer import
 * detention) and, when the shipments plugin offers SHIPMENT_RECORDS and SHIPMENT_TRACKING, three import
 * shipments into Rotterdam with actual load and discharge events dated from today so that one container
 * is past its last free day, one on it and one two days before it (that one under a negotiated shipment
 * override); then the clocks. Idempotent: what exists is left as it is.
 */
export async function seedDemoClocks(ctx: SeedContext, companyId: string, userId: string | null, now: Date = new Date()): Promise<void> {
  const { db } = ctx;
  const year = now.getUTCFullYear();
  await seedDemoTariffs(db, companyId, year);
  const contractRef = `MAEU-ACME-${year}`;
  await db.query(
    `INSERT INTO dnd_overrides (company_id, scope, contract_ref, carrier, direction, charge_type, free_days, note, created_by)
     SELECT $1, 'CONTRACT', $2, 'MAEU', 'IMPORT', 'DETENTION', 14, 'Service contract ${year}: 14 days import detention at every port', $3
     WHERE NOT EXISTS (SELECT 1 FROM dnd_overrides WHERE company_id = $1 AND scope = 'CONTRACT' AND contract_ref = $2)`,
    [companyId, contractRef, userId],
  );

  const records = ctx.services.find(SHIPMENT_RECORDS);
  const tracking = ctx.services.find(SHIPMENT_TRACKING);
  if (records && tracking && userId) {
    const equipment = ctx.services.get(SHIPMENT_EQUIPMENT);
    const freeDays = demoTariffs(year).find((t) => t.carrier === 'MAEU' && t.port === 'NLRTM' && t.direction === 'IMPORT' && t.chargeType === 'DEMURRAGE' && t.size === '40' && t.group === 'DRY')!.freeDays;
    const today = portLocalDay(now, 'Europe/Amsterdam');
    for (const demo of DEMO) {
      const number = containerNumber('MSKU', demo.serial);
      if ((await equipment.journeys(db, companyId, { numbers: [number], limit: 1 })).length) continue;
      const days = freeDays + ('negotiatedDays' in demo ? demo.negotiatedDays : 0);
      const startDay = addDays(today, demo.shift - (days - 1));
      const disc = Date.parse(`${startDay}T09:00:00Z`);
      const at = (ms: number) => new Date(ms).toISOString();
      await db.transaction(async (tx) => {
        const [shipmentId] = await records.create(tx, companyId, userId, [{
          reference: demo.reference, mode: 'FCL', carrier: 'MAEU', pol: 'INNSA', pod: 'NLRTM', etd: at(disc - 26 * 24 * HOUR), eta: at(disc - 5 * HOUR),
          commodity: 'Cotton garments', teu: 2, vessel: 'Maersk Essen', voyage: '612W', containers: [{ number, isoType: '42G1' }],
        }], 'demo');
        const event = (code: string, type: FeedEvent['eventType'], ms: number, location: string): FeedEvent => ({
          eventId: `dnd-demo:${demo.reference}:${code}`, eventType: type, eventCode: code, classifier: 'ACT', eventAt: at(ms), location,
          equipmentReference: type === 'EQUIPMENT' ? number : null, vessel: 'Maersk Essen', voyage: '612W', recordedAt: at(Math.min(ms + HOUR, now.getTime())),
        });
        await tracking.ingest(tx, { id: shipmentId, companyId }, 'manual', [
          event('GTIN', 'EQUIPMENT', disc - 28 * 24 * HOUR, 'INNSA'),
          event('LOAD', 'EQUIPMENT', disc - 26 * 24 * HOUR - 6 * HOUR, 'INNSA'),
          event('DEPA', 'TRANSPORT', disc - 26 * 24 * HOUR, 'INNSA'),
          event('ARRI', 'TRANSPORT', disc - 5 * HOUR, 'NLRTM'),
          event('DISC', 'EQUIPMENT', disc, 'NLRTM'),
        ]);
        if ('negotiatedDays' in demo) {
          await tx.query(
            `INSERT INTO dnd_overrides (company_id, scope, shipment_id, carrier, direction, charge_type, free_days, note, created_by)
             VALUES ($1, 'SHIPMENT', $2, 'MAEU', 'IMPORT', 'DEMURRAGE', $3, 'Negotiated with Maersk Rotterdam for this shipment', $4)`,
            [companyId, shipmentId, days, userId],
          );
        }
      });
    }
  }
  await refreshClocks({ db, services: ctx.services }, companyId, { now });
}
