import { writeActivity, type Db, type SeedContext } from '@portolan/sdk/server';
import type { LeadState, PlannerKey } from '../../shared/states';
import { insertEnquiry } from '../enquiries/insertEnquiry';

/** The planner pages, each brand's own colours (primary, accent, text on primary). */
const PARTNERS: Array<{ key: PlannerKey; name: string; tagline: string; logoText: string; colors: [string, string, string] }> = [
  { key: 'get-quote', name: 'Bluewave Logistics', tagline: 'Instant ocean freight prices, door to door', logoText: 'Bluewave', colors: ['#215db0', '#0d8050', '#ffffff'] },
  { key: 'icici', name: 'ICICI Bank Trade', tagline: 'Plan and price your exports with ICICI Bank Trade', logoText: 'ICICI Bank', colors: ['#ae282e', '#f37e20', '#ffffff'] },
  { key: 'yes-connect', name: 'YES Connect', tagline: 'Freight prices for YES Bank business customers', logoText: 'YES Connect', colors: ['#00518f', '#e31e24', '#ffffff'] },
  { key: 'hdfc', name: 'HDFC Bank SmartHub', tagline: 'Ship smarter with HDFC Bank SmartHub', logoText: 'HDFC Bank', colors: ['#004c8f', '#ed232a', '#ffffff'] },
  { key: 'axis', name: 'Axis Bank Trade', tagline: 'Freight rates for Axis Bank trade customers', logoText: 'AXIS BANK', colors: ['#97144d', '#ed1164', '#ffffff'] },
  { key: 'm-junction', name: 'mjunction', tagline: 'Logistics for the mjunction marketplace', logoText: 'mjunction', colors: ['#005baa', '#f7941d', '#ffffff'] },
  { key: 'fedex', name: 'FedEx Trade Networks', tagline: 'Ocean freight quotes from FedEx Trade Networks', logoText: 'FedEx Trade Networks', colors: ['#4d148c', '#ff6600', '#ffffff'] },
];

type SeedLead = { partner: 'icici' | 'hdfc'; name: string; email: string; company: string; number: string | null; status: LeadState; daysAgo: number; lane?: [string, string, string, number] };
/** Leads from the two busiest pages; a lane means the visitor priced it (and an enquiry was made). */
const LEADS: SeedLead[] = [
  { partner: 'icici', name: 'Ravi Menon', email: 'ravi.menon@spicecoast.example', company: 'Spice Coast Traders', number: '+91 98470 11223', status: 'NEW', daysAgo: 0, lane: ['INNSA', 'NLRTM', '22G1', 2] },
  { partner: 'icici', name: 'Meera Iyer', email: 'meera@chennaitextiles.example', company: 'Chennai Textiles', number: '+91 94440 55678', status: 'NEW', daysAgo: 1, lane: ['INMAA', 'SGSIN', '22G1', 1] },
  { partner: 'icici', name: 'Arjun Kapoor', email: 'arjun.kapoor@pune-auto.example', company: 'Pune Auto Components', number: null, status: 'CONTACTED', daysAgo: 3, lane: ['INNSA', 'DEHAM', '42G1', 1] },
  { partner: 'icici', name: 'Sana Qureshi', email: 'sana@gujaratceramics.example', company: 'Gujarat Ceramics', number: '+91 98250 33441', status: 'QUOTED', daysAgo: 6, lane: ['INNSA', 'USNYC', '42G1', 3] },
  { partner: 'icici', name: 'Vikram Shah', email: 'vikram@shahchemicals.example', company: 'Shah Chemicals', number: '+91 22 4002 1100', status: 'CONVERTED', daysAgo: 12, lane: ['INNSA', 'AEJEA', '22G1', 4] },
  { partner: 'icici', name: 'Neha Joshi', email: 'neha.joshi@jaipurcrafts.example', company: 'Jaipur Crafts Export', number: null, status: 'LOST', daysAgo: 20 },
  { partner: 'hdfc', name: 'Karthik Rao', email: 'karthik@bangalorepumps.example', company: 'Bangalore Pumps', number: '+91 80 2345 6789', status: 'NEW', daysAgo: 0, lane: ['INNSA', 'NLRTM', '42G1', 1] },
  { partner: 'hdfc', name: 'Fatima Sheikh', email: 'fatima@kolkatajute.example', company: 'Kolkata Jute Mills', number: null, status: 'CONTACTED', daysAgo: 2 },
  { partner: 'hdfc', name: 'Rahul Verma', email: 'rahul.verma@delhiapparel.example', company: 'Delhi Apparel House', number: '+91 11 4150 7788', status: 'QUOTED', daysAgo: 9, lane: ['CNSHA', 'INNSA', '22G1', 2] },
  { partner: 'hdfc', name: 'Priya Nair', email: 'priya@keralaspices.example', company: 'Kerala Spices Co', number: '+91 484 236 9900', status: 'LOST', daysAgo: 15, lane: ['INNSA', 'DEHAM', '22G1', 1] },
];

/** Bluewave's featured lanes (FCL, one container type each), priced live from its published rates. */
const PROMOTIONS: Array<[string, string, string, string, number]> = [
  ['INNSA', 'NLRTM', '22G1', 'Weekly Nhava Sheva – Rotterdam, 24 days port to port', 45],
  ['INNSA', 'USNYC', '42G1', "40' to New York with all local charges included", 30],
  ['CNSHA', 'USLAX', '42G1', 'Shanghai – Los Angeles express, 16 days', 60],
  ['INMAA', 'SGSIN', '22G1', 'Chennai – Singapore feeder, sailing twice a week', 21],
];

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

async function companyNamed(db: Db, name: string): Promise<string | undefined> {
  const row = await db.one<{ id: string }>('SELECT id FROM companies WHERE name = $1 ORDER BY created_at LIMIT 1', [name]);
  return row ? String(row.id) : undefined;
}

/**
 * Demo planner data (idempotent): the seven planner pages served by Bluewave, ten leads from the ICICI
 * and HDFC pages in every status — most with the enquiry their lane made (through insertEnquiry, on
 * lanes Bluewave publishes SELL rates for) — and four Bluewave promotions. Each part is left alone once
 * it exists.
 */
export async function seedPlanner({ db, log }: SeedContext): Promise<void> {
  const bluewave = await companyNamed(db, 'Bluewave Logistics');
  if (!bluewave) return;
  for (const p of PARTNERS) {
    await db.query(
      `INSERT INTO planner_partners (key, company_id, name, tagline, logo_text, color_primary, color_accent, color_text) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (key) DO NOTHING`,
      [p.key, bluewave, p.name, p.tagline, p.logoText, ...p.colors],
    );
  }
  const today = new Date().toISOString().slice(0, 10);
  if (!(await db.one('SELECT 1 AS x FROM quote_leads WHERE company_id = $1 LIMIT 1', [bluewave]))) {
    await db.transaction(async (tx) => {
      for (const l of LEADS) {
        const partner = PARTNERS.find((p) => p.key === l.partner)!;
        const created = `${addDays(today, -l.daysAgo)}T0${(l.daysAgo % 8) + 1}:30:00Z`;
        const lane = l.lane ? { origin: l.lane[0], destination: l.lane[1], mode: 'FCL' as const, containers: [{ type: l.lane[2], count: l.lane[3] }], readyOn: addDays(today, 10 + (l.daysAgo % 7)) } : null;
        const lead = await tx.one<{ id: string }>(
          `INSERT INTO quote_leads (company_id, partner, name, email, company, number, status, lane, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id`,
          [bluewave, l.partner, l.name, l.email, l.company, l.number, l.status, lane ? JSON.stringify(lane) : null, created],
        );
        const actorName = `${l.name} (${partner.name})`;
        await writeActivity(tx, { kind: 'lead', recordId: lead!.id, companyId: bluewave, actorId: null, actorName, action: 'created', to: 'NEW', note: `From ${partner.name}` });
        if (l.status !== 'NEW') await writeActivity(tx, { kind: 'lead', recordId: lead!.id, companyId: bluewave, actorId: null, actorName: 'Felix Forwarder', action: l.status.toLowerCase(), from: 'NEW', to: l.status });
        if (!lane) continue;
        const enquiry = await insertEnquiry(tx, {
          companyId: bluewave,
          userId: null,
          actorName,
          customerId: null,
          customerName: l.company,
          customerCompanyId: null,
          contactName: l.name,
          contactEmail: l.email,
          origin: lane.origin,
          destination: lane.destination,
          mode: 'FCL',
          containers: lane.containers,
          cargo: { commodity: 'General cargo', hsCode: null, weightKg: null, volumeM3: null, packages: null, dgClass: null, reeferTempC: null },
          cargoReadyOn: lane.readyOn,
          currency: 'USD',
          source: 'PARTNER',
          partner: l.partner,
          leadId: lead!.id,
        });
        await tx.query('UPDATE quote_leads SET enquiry_id = $2 WHERE id = $1', [lead!.id, enquiry.id]);
        await tx.query('UPDATE enquiries SET created_at = $2, updated_at = $2 WHERE id = $1', [enquiry.id, created]);
      }
    });
    log.info({ company: 'Bluewave Logistics', count: LEADS.length }, 'demo planner leads created');
  }
  if (!(await db.one('SELECT 1 AS x FROM quote_promotions WHERE company_id = $1 LIMIT 1', [bluewave]))) {
    for (const [origin, destination, type, headline, days] of PROMOTIONS) {
      await db.query('INSERT INTO quote_promotions (company_id, origin, destination, container_type, headline, valid_until) VALUES ($1, $2, $3, $4, $5, $6)', [bluewave, origin, destination, type, headline, addDays(today, days)]);
    }
    log.info({ company: 'Bluewave Logistics', count: PROMOTIONS.length }, 'demo promotions created');
  }
}
