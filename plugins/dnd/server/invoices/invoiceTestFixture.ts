import type { NewCarrierInvoice } from '../../shared/types';
import { journey, type DndTestServer } from '../clocks/dndTestServer';

/**
 * For the invoice and dispute API tests: Maersk's import demurrage tariff at Rotterdam for 40' dry boxes
 * (4 calendar free days, days 5–7 at 75.00 EUR, day 8 on at 150.00) and a container discharged there on
 * 2 March 2026 and gated out on 12 March: last free day 5 March, 7 days charged = 825.00 EUR.
 */
export async function invoiceFixture(t: DndTestServer): Promise<{ containerId: string; number: string; correct: () => NewCarrierInvoice; overcharge: () => NewCarrierInvoice }> {
  await t.server.db.query(
    `INSERT INTO dnd_tariffs (company_id, carrier, port, direction, charge_type, size, container_group, free_days, day_basis, currency, tiers, valid_from)
     VALUES ($1, 'MAEU', 'NLRTM', 'IMPORT', 'DEMURRAGE', '40', 'DRY', 4, 'CALENDAR', 'EUR', $2::jsonb, '2025-01-01')`,
    [t.acmeId, JSON.stringify([{ fromDay: 5, toDay: 7, perDiem: '75.00' }, { fromDay: 8, toDay: null, perDiem: '150.00' }])],
  );
  const j = journey(t.acmeId, {
    status: 'DELIVERED',
    blNumber: 'MAEU240300123',
    events: [
      { eventCode: 'DISC', eventAt: '2026-03-02T10:00:00Z', location: 'NLRTM' },
      { eventCode: 'GTOT', eventAt: '2026-03-12T10:00:00Z', location: 'NLRTM' },
    ],
  });
  t.equipment.put(j);
  let n = 0;
  const correct = (): NewCarrierInvoice => ({
    containerId: j.containerId,
    invoiceNumber: `MAEU-DD-${(n += 1)}`,
    carrier: 'MAEU',
    billedParty: 'Acme Imports BV',
    billedPartyBasis: 'Consignee on the bill of lading',
    blNumber: 'MAEU240300123',
    containerNumber: j.number,
    port: 'NLRTM',
    direction: 'IMPORT',
    chargeType: 'DEMURRAGE',
    freeDays: 4,
    freeTimeStart: '2026-03-02',
    freeTimeEnd: '2026-03-05',
    chargedFrom: '2026-03-06',
    chargedTo: '2026-03-12',
    rates: [{ fromDay: 5, toDay: 7, perDiem: '75.00' }, { fromDay: 8, toDay: 11, perDiem: '150.00' }],
    tariffReference: 'Maersk NL import D&D tariff 2026',
    invoiceDate: '2026-03-15',
    dueDate: '2026-04-14',
    amount: { amount: '825.00', currency: 'EUR' },
    disputeContact: 'dd-disputes@maersk.example',
    complianceStatement: true,
  });
  // Three free days instead of four and 100.00 a day instead of 75.00 for days 4–7.
  const overcharge = (): NewCarrierInvoice => ({
    ...correct(),
    freeDays: 3,
    freeTimeEnd: '2026-03-04',
    chargedFrom: '2026-03-05',
    rates: [{ fromDay: 4, toDay: 7, perDiem: '100.00' }, { fromDay: 8, toDay: 11, perDiem: '150.00' }],
    amount: { amount: '1000.00', currency: 'EUR' },
  });
  return { containerId: j.containerId, number: j.number, correct, overcharge };
}
