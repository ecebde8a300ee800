import { addDays, containerNumber, nextReference, SHIPMENT_EQUIPMENT, SHIPMENT_RECORDS, stableHash, writeActivity, type Db, type NewShipment, type SeedContext } from '@portolan/sdk/server';
import { EGM_KIND, type EgmShippingBill } from '../../shared/types';
import { defaultAgentCode, draftShippingBills } from '../egm/egmDraft';
import { egmFlatFile } from '../egm/egmFlatFile';
import { egmSearchText } from '../egm/egmRecord';
import { sandboxAnswer, SANDBOX_GATEWAY } from '../egm/sandboxCustomsGateway';
import { validateEgm } from '../egm/validateEgm';

const DAY = 86_400_000;

/** An IMO number from its first six digits (check digit: weights 7..2, sum mod 10). */
const imoOf = (first6: string) => `${first6}${[...first6].reduce((s, d, i) => s + Number(d) * (7 - i), 0) % 10}`;

interface DemoSailing {
  vessel: string;
  voyage: string;
  carrier: string;
  imo: string;
  rotationNumber: string;
  daysAgo: number;
  pod: string;
  prefix: string;
  /** False: only the sailing's shipments, no EGM yet (the one a filer builds next). */
  egm?: false;
  shipments: Array<{ reference: string; shipper: string; iec: string; consignee: string; containers: Array<{ serial: number; isoType: string; seal: string | null; kg: number }> }>;
}

/**
 * Bluewave's export sailings from Nhava Sheva: MSC Aurora, filed and acknowledged by the (sandbox)
 * customs gateway; Maersk Kolkata, a DRAFT whose validation left ONE problem — the seal number of
 * BW-EGM-202's container was never recorded — for the user to fix, validate, file and see acknowledged;
 * and CMA CGM Tage, sailed yesterday with no EGM yet (one shipment, the second container's seal missing).
 */
const SAILINGS: DemoSailing[] = [
  {
    vessel: 'MSC Aurora', voyage: 'IW611A', carrier: 'MSCU', imo: imoOf('938765'), rotationNumber: '2611483', daysAgo: 9, pod: 'NLRTM', prefix: 'MSCU',
    shipments: [
      { reference: 'BW-EGM-101', shipper: 'Acme Exports', iec: '0304012345', consignee: 'Hansa Trading BV', containers: [{ serial: 611001, isoType: '22G1', seal: 'MS4410021', kg: 14250 }, { serial: 611002, isoType: '45G1', seal: 'MS4410022', kg: 21780.5 }] },
      { reference: 'BW-EGM-102', shipper: 'Saraswati Textiles', iec: '0397011111', consignee: 'Textil Nord GmbH', containers: [{ serial: 611003, isoType: '22G1', seal: 'MS4410023', kg: 9800 }] },
      { reference: 'BW-EGM-103', shipper: 'Deccan Spices', iec: '0799022222', consignee: 'Spice Route BV', containers: [{ serial: 611004, isoType: '42G1', seal: 'MS4410024', kg: 17120.25 }, { serial: 611005, isoType: '22G1', seal: 'MS4410025', kg: 11400 }] },
    ],
  },
  {
    vessel: 'Maersk Kolkata', voyage: '613W', carrier: 'MAEU', imo: imoOf('932148'), rotationNumber: '2613907', daysAgo: 2, pod: 'DEHAM', prefix: 'MSKU',
    shipments: [
      { reference: 'BW-EGM-201', shipper: 'Acme Exports', iec: '0304012345', consignee: 'Nordsee Handels GmbH', containers: [{ serial: 613001, isoType: '45G1', seal: 'ML7730011', kg: 19870 }] },
      { reference: 'BW-EGM-202', shipper: 'Saraswati Textiles', iec: '0397011111', consignee: 'Hamburg Mode KG', containers: [{ serial: 613002, isoType: '22G1', seal: null, kg: 12040.75 }, { serial: 613003, isoType: '22G1', seal: 'ML7730013', kg: 10960 }] },
      { reference: 'BW-EGM-203', shipper: 'Deccan Spices', iec: '0799022222', consignee: 'Gewürzhaus Bremen', containers: [{ serial: 613004, isoType: '42G1', seal: 'ML7730014', kg: 16500 }] },
    ],
  },
  {
    // Sailed yesterday, no EGM yet: the filer builds one from the sailing, keys in the shipping bill and finds the second container's seal missing.
    vessel: 'CMA CGM Tage', voyage: '0FL3SW', carrier: 'CMDU', imo: imoOf('947213'), rotationNumber: '2615226', daysAgo: 1, pod: 'AEJEA', prefix: 'CMAU', egm: false,
    shipments: [
      { reference: 'BW-EGM-301', shipper: 'Acme Exports', iec: '0304012345', consignee: 'Gulf Apparel Trading LLC', containers: [{ serial: 615001, isoType: '22G1', seal: 'CM5150011', kg: 8400 }, { serial: 615002, isoType: '22G1', seal: null, kg: 7650.5 }] },
    ],
  },
];

/** The lines a filer would have keyed in: shipping bill number (7 digits from the reference), date, IEC and packages. */
function completed(bills: EgmShippingBill[], sailing: DemoSailing, sailingDate: string): EgmShippingBill[] {
  return bills.map((bill) => {
    const demo = sailing.shipments.find((s) => s.reference === bill.shipmentReference)!;
    const containers = bill.containers.map((c, i) => ({ ...c, packages: 40 + 12 * i + (stableHash(c.number) % 20) }));
    return {
      ...bill,
      sbNumber: String(1_000_000 + (stableHash(`sb:${demo.reference}`) % 9_000_000)),
      sbDate: addDays(sailingDate, -3),
      iec: demo.iec,
      packageKind: 'CT',
      packages: containers.reduce((s, c) => s + c.packages, 0),
      containers,
    };
  });
}

async function seedSailing(ctx: SeedContext, tx: Db, who: { companyId: string; userId: string; userName: string; companyName: string }, sailing: DemoSailing, now: Date): Promise<void> {
  const equipment = ctx.services.get(SHIPMENT_EQUIPMENT);
  const etd = new Date(now.getTime() - sailing.daysAgo * DAY);
  etd.setUTCHours(14, 0, 0, 0);
  const sailingDate = etd.toISOString().slice(0, 10);
  let journeys = (await equipment.journeys(tx, who.companyId, { vessel: sailing.vessel, voyage: sailing.voyage })).filter((j) => j.pol === 'INNSA');
  if (!journeys.length) {
    const shipments: NewShipment[] = sailing.shipments.map((s) => ({
      reference: s.reference, mode: 'FCL', carrier: sailing.carrier, pol: 'INNSA', pod: sailing.pod, origin: 'INNSA', destination: sailing.pod,
      etd: etd.toISOString(), eta: new Date(etd.getTime() + 24 * DAY).toISOString(), shipper: s.shipper, consignee: s.consignee, forwarder: who.companyName,
      vessel: sailing.vessel, voyage: sailing.voyage, commodity: 'General cargo',
      containers: s.containers.map((c) => ({ number: containerNumber(sailing.prefix, c.serial), isoType: c.isoType, sealNumber: c.seal, weightKg: c.kg })),
    }));
    await ctx.services.find(SHIPMENT_RECORDS)!.create(tx, who.companyId, who.userId, shipments, 'seed.egm');
    journeys = (await equipment.journeys(tx, who.companyId, { vessel: sailing.vessel, voyage: sailing.voyage })).filter((j) => j.pol === 'INNSA');
  }
  if (sailing.egm === false) return;
  const bills = completed(draftShippingBills(journeys, new Map()), sailing, sailingDate);
  const header = {
    vessel: sailing.vessel, voyage: sailing.voyage, pol: 'INNSA', customsPortCode: 'INNSA1', rotationNumber: sailing.rotationNumber, imo: sailing.imo,
    agentCode: defaultAgentCode(who.companyName), sailingDate, egmNumber: null, egmDate: null, amendmentNo: 0, shippingBills: bills,
  };
  const problems = validateEgm(header, journeys);
  const created = new Date(etd.getTime() - 2 * DAY);
  const row = await tx.one<{ id: string }>(
    `INSERT INTO egm_manifests (company_id, state, vessel, imo, voyage, rotation_number, pol, customs_port_code, agent_code, sailing_date, shipping_bills, problems, search_text, created_by, created_by_name, created_at, updated_at)
     VALUES ($1, 'DRAFT', $2, $3, $4, $5, 'INNSA', 'INNSA1', $6, $7, $8, $9, $10, $11, $12, $13, $13) RETURNING id`,
    [who.companyId, header.vessel, header.imo, header.voyage, header.rotationNumber, header.agentCode, sailingDate, JSON.stringify(bills), JSON.stringify(problems), egmSearchText(header), who.userId, who.userName, created.toISOString()],
  );
  const id = row!.id;
  const activity = (action: string, from: string | null, to: string | null, note: string | null, actor = { id: who.userId as string | null, name: who.userName }) =>
    writeActivity(tx, { kind: EGM_KIND, recordId: id, companyId: who.companyId, actorId: actor.id, actorName: actor.name, action, from, to, note });
  await activity('create', null, 'DRAFT', `${bills.length} shipping bill(s) from the sailing's shipments`);
  await activity('validate', 'DRAFT', problems.length ? 'DRAFT' : 'VALIDATED', problems.length ? `${problems.length} problem(s) found` : 'No problems found');
  if (problems.length) return;

  // Filed the day before the sailing, acknowledged by the sandbox gateway (its answer computed as it would be).
  const submittedAt = new Date(etd.getTime() - DAY);
  const sequence = Number((await nextReference(tx, who.companyId, 'EGMF', submittedAt)).split('-').pop());
  const file = egmFlatFile(header, { senderId: header.agentCode, sequence, now: submittedAt });
  const reference = `SBX-SEED-${stableHash(`${who.companyId}:${sailing.vessel}:${sailing.voyage}`).toString(16).toUpperCase()}`;
  const answer = sandboxAnswer({ reference, content: file.content, submittedAt }, new Date(submittedAt.getTime() + 60_000), 3);
  await tx.query(
    `INSERT INTO egm_filings (company_id, egm_id, amendment_no, state, file_name, layout_version, content, gateway, gateway_reference, submitted_at, answered_at, answer_text, created_by, created_at, updated_at)
     VALUES ($1, $2, 0, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $9, $10)`,
    [who.companyId, id, answer.state, file.fileName, file.layoutVersion, file.content, SANDBOX_GATEWAY, reference, submittedAt.toISOString(), new Date(submittedAt.getTime() + 60_000).toISOString(), answer.text, who.userId],
  );
  await tx.query(
    "UPDATE egm_manifests SET state = 'ACKNOWLEDGED', egm_number = $2, egm_date = $3, search_text = search_text || E'\\n' || $2, updated_at = $4, version = 4 WHERE id = $1",
    [id, answer.egmNumber, answer.egmDate, new Date(submittedAt.getTime() + 60_000).toISOString()],
  );
  await activity('file', 'VALIDATED', 'FILED', null);
  await activity('acknowledge', 'FILED', 'ACKNOWLEDGED', answer.text, { id: null, name: 'Customs gateway (sandbox)' });
}

/**
 * The EGM demo (README "Demo data"): Bluewave's three export sailings from Nhava Sheva with their shipments
 * (made through SHIPMENT_RECORDS; skipped when the shipments plugin is absent) and an EGM for two of them —
 * one FILED and ACKNOWLEDGED with its filing, one DRAFT with exactly one validation problem to fix.
 * Idempotent: nothing happens when Bluewave has EGMs already.
 */
export async function seedEgm(ctx: SeedContext, now = new Date()): Promise<void> {
  const { db } = ctx;
  if (!ctx.services.find(SHIPMENT_RECORDS)) return;
  const user = await db.one<{ id: string; company_id: string; name: string }>('SELECT id, company_id, name FROM users WHERE email = $1', ['forwarder@portolan.test']);
  if (!user) return;
  const companyId = String(user.company_id);
  if (await db.one('SELECT 1 FROM egm_manifests WHERE company_id = $1 LIMIT 1', [companyId])) return;
  const company = await ctx.identity.findCompany(db, companyId);
  const who = { companyId, userId: String(user.id), userName: String(user.name), companyName: company?.name ?? 'Bluewave Logistics' };
  await db.transaction(async (tx) => {
    for (const sailing of SAILINGS) await seedSailing(ctx, tx, who, sailing, now);
  });
}
