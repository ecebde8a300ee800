import { SHIPMENT_EQUIPMENT, stableHash, writeActivity, type SeedContext } from '@portolan/sdk/server';
import type { ChaState } from '../../shared/states';
import { CHA_KIND } from '../../shared/types';

interface DemoCha {
  name: string;
  licenceNumber: string;
  pan: string;
  ports: string[];
  contactName: string;
  email: string;
  phone: string;
  address: string;
  state: ChaState;
}

/** Acme's customs brokers: two at Nhava Sheva, one at Mundra, one at Chennai, one suspended (fictional firms, real-format licence numbers and PANs). */
const DEMO_CHAS: DemoCha[] = [
  {
    name: 'Sahyadri Customs Brokers Pvt Ltd', licenceNumber: 'R-11/2012/NS', pan: 'AAICS4521K', ports: ['INNSA'], contactName: 'Meera Kulkarni',
    email: 'clearance@sahyadri-cb.example', phone: '+91 22 2724 1180', address: 'Plot 14, Sector 11, CBD Belapur, Navi Mumbai 400614', state: 'ACTIVE',
  },
  {
    name: 'Harbour Line Clearing Agency', licenceNumber: 'R-34/2016/NS', pan: 'AAFCH2207Q', ports: ['INNSA', 'INMUN'], contactName: 'Imran Sheikh',
    email: 'ops@harbourline.example', phone: '+91 22 2747 3392', address: 'Office 402, Seawoods Grand Central, Navi Mumbai 400706', state: 'ACTIVE',
  },
  {
    name: 'Kutch Gateway Customs Services', licenceNumber: '11/2014/KDL', pan: 'AADCK8834L', ports: ['INMUN'], contactName: 'Jayesh Thakkar',
    email: 'mundra@kutchgateway.example', phone: '+91 2838 255 410', address: 'Port User Building, Mundra Port, Kutch 370421', state: 'ACTIVE',
  },
  {
    name: 'Coromandel Customs House Agents', licenceNumber: 'CHN/CB/42/2015', pan: 'AACCC6172H', ports: ['INMAA'], contactName: 'Lakshmi Narayanan',
    email: 'docs@coromandel-cha.example', phone: '+91 44 2522 9031', address: '18 Rajaji Salai, Parrys, Chennai 600001', state: 'ACTIVE',
  },
  {
    name: 'Deccan Freight Clearing Co', licenceNumber: 'R-07/2009/NS', pan: 'AAGFD3390B', ports: ['INNSA', 'INMAA'], contactName: 'Suresh Patil',
    email: 'info@deccanfreight.example', phone: '+91 22 2756 0044', address: 'JNPT Road, Uran, Raigad 400702', state: 'SUSPENDED',
  },
];

/**
 * CHA demo (README.md), idempotent: Acme Exports' directory of customs brokers at Nhava Sheva (INNSA),
 * Mundra (INMUN) and Chennai (INMAA), and its own demo shipments (read through SHIPMENT_EQUIPMENT)
 * assigned to an active broker at their Indian port of loading (export) or discharge (import), so the
 * scorecards measure the clearances the shipments' events show. No shipments: no assignments.
 */
export async function seedChas(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  const acme = await db.one<{ company_id: string; user_id: string; user_name: string }>("SELECT company_id, id AS user_id, name AS user_name FROM users WHERE email = 'shipper@portolan.test'");
  if (!acme) return;
  if (await db.one('SELECT 1 FROM chas WHERE company_id = $1 LIMIT 1', [acme.company_id])) return; // seeded already
  const journeys = await ctx.services.get(SHIPMENT_EQUIPMENT).journeys(db, acme.company_id, {});
  await db.transaction(async (tx) => {
    const created: Array<DemoCha & { id: string }> = [];
    for (const cha of DEMO_CHAS) {
      const row = await tx.one<{ id: string }>(
        `INSERT INTO chas (company_id, name, licence_number, pan, ports, contact_name, email, phone, address, state, search_text, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
        [acme.company_id, cha.name, cha.licenceNumber, cha.pan, cha.ports, cha.contactName, cha.email, cha.phone, cha.address, cha.state,
          [cha.name, cha.licenceNumber, cha.ports.join(' '), cha.contactName].join('\n'), acme.user_id],
      );
      created.push({ ...cha, id: row!.id });
      const actor = { kind: CHA_KIND, recordId: row!.id, companyId: acme.company_id, actorId: acme.user_id, actorName: acme.user_name };
      await writeActivity(tx, { ...actor, action: 'create', from: null, to: 'ACTIVE' });
      if (cha.state === 'SUSPENDED') await writeActivity(tx, { ...actor, action: 'suspend', from: 'ACTIVE', to: 'SUSPENDED', note: 'Licence under review by the commissionerate' });
    }
    const shipments = new Map(journeys.filter((j) => j.own && j.status !== 'CANCELLED').map((j) => [j.shipmentId, j]));
    for (const s of shipments.values()) {
      for (const [direction, port] of [['EXPORT', s.pol], ['IMPORT', s.pod]] as const) {
        const serving = created.filter((c) => c.state === 'ACTIVE' && c.ports.includes(port));
        if (serving.length === 0) continue;
        const cha = serving[stableHash(`${s.shipmentId}:${port}`) % serving.length]!;
        await tx.query(
          `INSERT INTO cha_assignments (company_id, cha_id, shipment_id, shipment_reference, port, direction, created_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (company_id, shipment_id, port, direction) DO NOTHING`,
          [acme.company_id, cha.id, s.shipmentId, s.shipmentReference, port, direction, acme.user_id],
        );
        await writeActivity(tx, { kind: CHA_KIND, recordId: cha.id, companyId: acme.company_id, actorId: acme.user_id, actorName: acme.user_name, action: 'assign', note: `${s.shipmentReference} ${direction.toLowerCase()} at ${port}` });
      }
    }
  });
}
