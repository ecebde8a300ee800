import { connectCompanies, nextReference, type Db, type SeedContext } from '@portolan/sdk/server';
import { RFQ_KIND } from '../../shared/states';

const DAY = 86_400_000;

/** The seeded RFQs' titles: the bids seed (bids/seedBidsAndAwards) finds them by these. */
export const DEMO_RFQ_TITLES = { contract: 'Acme 2027 ocean contract', spot: 'Acme Q1 2027 spot tender', reefer: 'Acme Q2 2027 reefer lanes' } as const;

/** Port pairs of the contract tender with the 40' dry baseline in USD and the container types tendered. */
const CONTRACT_PAIRS: Array<[string, string, number, [string, string]]> = [
  ['INNSA', 'NLRTM', 1850, ['22G1', '42G1']],
  ['INNSA', 'DEHAM', 1920, ['42G1', '45G1']],
  ['INNSA', 'USNYC', 3150, ['22G1', '42G1']],
  ['INNSA', 'AEJEA', 620, ['42G1', '45G1']],
  ['INMUN', 'BEANR', 1880, ['22G1', '42G1']],
  ['INMUN', 'USLAX', 3600, ['42G1', '45G1']],
  ['INMUN', 'AEJEA', 560, ['22G1', '42G1']],
  ['INMAA', 'SGSIN', 540, ['42G1', '45G1']],
  ['INMAA', 'GBFXT', 2050, ['22G1', '42G1']],
  ['INMAA', 'USSAV', 3400, ['42G1', '45G1']],
  ['INCCU', 'SGSIN', 610, ['22G1', '42G1']],
  ['INCCU', 'CNSHA', 780, ['42G1', '45G1']],
  ['INPAV', 'NLRTM', 1900, ['22G1', '42G1']],
  ['INCOK', 'AEJEA', 690, ['42G1', '45G1']],
  ['INTUT', 'USNYC', 3300, ['22G1', '42G1']],
];
const TYPE_FACTOR: Record<string, number> = { '22G1': 0.62, '42G1': 1, '45G1': 1.05, '22R1': 1.45, '42R1': 2.1, '45R1': 2.2 };
const COMMODITIES = ['Cotton textiles', 'Auto components', 'Pharmaceuticals (non-DG)', 'Engineering goods', 'Home furnishings', 'Leather goods'];

const TERMS: Array<[string, string, string]> = [
  ['Payment terms', 'Freight invoices are paid 45 days from the invoice date by bank transfer; invoices in the contract currency only.', 'Payment'],
  ['Free time', '14 days combined demurrage and detention at destination, 7 days at origin, calendar days from discharge.', 'Free time'],
  ['Surcharges', 'Rates are all-in: BAF, CAF, PSS and GRI are included; only destination THC and duties are excluded. A new surcharge needs Acme’s written consent.', 'Surcharges'],
  ['Rate validity', 'Rates hold for the whole contract period; a vendor may propose a BAF review each quarter when bunker prices move more than 15%.', 'Validity'],
  ['Liability', 'Carrier liability per the Hague-Visby Rules; the vendor insures its own liability for at least USD 1,000,000 per event.', 'Liability'],
];

/** A deterministic volume 20–400 for lane i. */
const volumeOf = (i: number) => 20 + ((i * 137 + 53) % 381);
const money = (n: number) => (Math.round(n / 5) * 5).toFixed(2);

async function companyId(db: Db, name: string): Promise<string | undefined> {
  return (await db.one<{ id: string }>('SELECT id FROM companies WHERE name = $1 ORDER BY created_at LIMIT 1', [name]))?.id;
}
async function userOf(db: Db, email: string): Promise<{ id: string; name: string } | undefined> {
  const row = await db.one<{ id: string; name: string }>('SELECT id, name FROM users WHERE email = $1', [email]);
  return row ? { id: String(row.id), name: row.name } : undefined;
}

interface SeedRfq {
  title: string;
  description: string;
  contractFrom: string;
  contractTo: string;
  createdAt: Date;
  bidDeadline: Date;
  status: 'DRAFT' | 'OPEN' | 'CLOSED';
  openedAt?: Date;
  lanes: Array<{ origin: string; destination: string; containerType: string; volume: number; commodity: string | null; requirements: string | null; baseline: string | null; current: string | null; incumbent: string | null }>;
  vendors: Array<{ id: string; viewedAt?: Date }>;
  terms: Array<{ title: string; body: string }>;
  termGroupId: string | null;
}

/** One demo RFQ with its lanes, invitations and audit trail, written as it would have happened. */
async function insertRfq(tx: Db, acme: string, asha: { id: string; name: string }, r: SeedRfq): Promise<void> {
  const reference = await nextReference(tx, acme, 'RFQ', r.createdAt);
  const closedAt = r.status === 'CLOSED' ? r.bidDeadline : null;
  const row = await tx.one<{ id: string }>(
    `INSERT INTO rfqs (company_id, reference, title, description, currency, contract_from, contract_to, bid_deadline, sealed, status, term_group_id, terms, opened_at, closed_at, created_by, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 'USD', $5, $6, $7, true, $8, $9, $10, $11::timestamptz, $12::timestamptz, $13, $14::timestamptz, coalesce($12::timestamptz, $11::timestamptz, $14::timestamptz)) RETURNING id`,
    [acme, reference, r.title, r.description, r.contractFrom, r.contractTo, r.bidDeadline.toISOString(), r.status, r.termGroupId, JSON.stringify(r.terms), r.openedAt?.toISOString() ?? null, closedAt?.toISOString() ?? null, asha.id, r.createdAt.toISOString()],
  );
  const id = row!.id;
  const lanes = r.lanes;
  await tx.query(
    `INSERT INTO rfq_lanes (rfq_id, company_id, line_no, origin, destination, container_type, volume, commodity, requirements, baseline_amount, current_amount, incumbent_company_id)
     SELECT $1, $2, u.n, u.o, u.d, u.t, u.v, u.c, u.req, u.b, u.cur, u.inc
       FROM unnest($3::text[], $4::text[], $5::text[], $6::int[], $7::text[], $8::text[], $9::numeric[], $10::numeric[], $11::uuid[]) WITH ORDINALITY AS u(o, d, t, v, c, req, b, cur, inc, n)`,
    [id, acme, lanes.map((l) => l.origin), lanes.map((l) => l.destination), lanes.map((l) => l.containerType), lanes.map((l) => l.volume), lanes.map((l) => l.commodity), lanes.map((l) => l.requirements), lanes.map((l) => l.baseline), lanes.map((l) => l.current), lanes.map((l) => l.incumbent)],
  );
  for (const v of r.vendors) {
    await tx.query(
      `INSERT INTO rfq_invitations (rfq_id, company_id, owner_company_id, status, invited_at, viewed_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [id, v.id, acme, v.viewedAt ? 'VIEWED' : 'INVITED', (r.openedAt ?? r.createdAt).toISOString(), v.viewedAt?.toISOString() ?? null],
    );
  }
  // The trail as it happened (writeActivity stamps now(); a seed writes the past).
  const at = async (when: Date, e: { companyId: string; actorId: string | null; actorName: string; action: string; from?: string; to?: string; note?: string }) => {
    await tx.query(
      'INSERT INTO record_activity (kind, record_id, company_id, actor_id, actor_name, action, from_state, to_state, note, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)',
      [RFQ_KIND, id, e.companyId, e.actorId, e.actorName, e.action, e.from ?? null, e.to ?? null, e.note ?? null, when.toISOString()],
    );
  };
  if (r.openedAt) await at(r.openedAt, { companyId: acme, actorId: asha.id, actorName: asha.name, action: 'open', from: 'DRAFT', to: 'OPEN' });
  for (const v of r.vendors) {
    if (!v.viewedAt) continue;
    const viewer = await tx.one<{ id: string; name: string }>("SELECT id, name FROM users WHERE company_id = $1 ORDER BY (role = 'admin') DESC, created_at LIMIT 1", [v.id]);
    await at(v.viewedAt, { companyId: v.id, actorId: viewer?.id ?? null, actorName: viewer?.name ?? 'Vendor', action: 'viewed' });
  }
  if (closedAt) await at(closedAt, { companyId: acme, actorId: null, actorName: 'System', action: 'deadline', from: 'OPEN', to: 'CLOSED', note: `Bid deadline ${closedAt.toISOString().replace('T', ' ').slice(0, 16)} UTC passed` });
}

/**
 * Demo RFQs for Acme Exports (idempotent, relative to today): its vendors connected (Bluewave,
 * Harbourline, Meridian), a term library with a term group, the vendor group "Core forwarders", the
 * approval levels for RFQs (level 1 from USD 0: Arjun Approver; level 2 from USD 500,000: Asha), and
 * three RFQs — "Acme 2027 ocean contract" (30 lanes, bidding closed at its deadline five days ago; the
 * bids seed adds bids, a negotiation round, approval and award), "Acme Q1 2027 spot tender" (OPEN for
 * ten more days, Bluewave and Harbourline invited) and "Acme Q2 2027 reefer lanes" (DRAFT).
 */
export async function seedRfqs({ db, log }: SeedContext): Promise<void> {
  const acme = await companyId(db, 'Acme Exports');
  const bluewave = await companyId(db, 'Bluewave Logistics');
  const harbour = await companyId(db, 'Harbourline Forwarding');
  const meridian = await companyId(db, 'Meridian Freight');
  const asha = await userOf(db, 'shipper@portolan.test');
  if (!acme || !bluewave || !harbour || !meridian || !asha) return;
  for (const vendor of [bluewave, harbour, meridian]) await connectCompanies(db, acme, vendor);
  const arjun = await userOf(db, 'approver@portolan.test');

  await db.transaction(async (tx) => {
    if (await tx.one('SELECT 1 AS x FROM rfq_terms WHERE company_id = $1 LIMIT 1', [acme])) return;
    const ids: string[] = [];
    for (const [title, body, category] of TERMS) {
      ids.push((await tx.one<{ id: string }>('INSERT INTO rfq_terms (company_id, title, body, category, created_by) VALUES ($1, $2, $3, $4, $5) RETURNING id', [acme, title, body, category, asha.id]))!.id);
    }
    await tx.query('INSERT INTO rfq_term_groups (company_id, name, term_ids, created_by) VALUES ($1, $2, $3::uuid[], $4)', [acme, 'Ocean contract standard terms', ids, asha.id]);
    await tx.query('INSERT INTO rfq_vendor_groups (company_id, name, vendor_company_ids, created_by) VALUES ($1, $2, $3::uuid[], $4)', [acme, 'Core forwarders', [bluewave, harbour, meridian], asha.id]);
  });

  if (arjun && (await db.one("SELECT to_regclass('approval_configurations') IS NOT NULL AS present"))?.present) {
    await db.query(
      `INSERT INTO approval_configurations (company_id, kind, level, min_amount, currency, approver_ids, created_by)
       VALUES ($1, $2, 1, 0, 'USD', ARRAY[$3::uuid], $5), ($1, $2, 2, 500000, 'USD', ARRAY[$4::uuid], $5)
       ON CONFLICT (company_id, kind, level) DO NOTHING`,
      [acme, RFQ_KIND, arjun.id, asha.id, asha.id],
    );
  }

  const group = await db.one<{ id: string; term_ids: string[] }>("SELECT id, term_ids FROM rfq_term_groups WHERE company_id = $1 AND name = 'Ocean contract standard terms'", [acme]);
  const terms = group ? (await db.query<{ title: string; body: string }>('SELECT t.title, t.body FROM unnest($1::uuid[]) WITH ORDINALITY g(id, n) JOIN rfq_terms t ON t.id = g.id ORDER BY g.n', [group.term_ids])).rows.map((t) => ({ title: t.title, body: t.body })) : [];
  const now = Date.now();
  const next = new Date(now).getUTCFullYear() + 1;
  const ago = (days: number, hour = 10) => new Date(Math.floor((now - days * DAY) / DAY) * DAY + hour * 3_600_000);

  const rfqs: SeedRfq[] = [
    {
      title: DEMO_RFQ_TITLES.contract,
      description: `Acme's annual ocean freight tender for ${next}: 30 lanes from India's west, south and east coast ports to Europe, the US, Asia and the Gulf. All-in rates per container, weekly capacity on every lane.`,
      contractFrom: `${next}-01-01`,
      contractTo: `${next}-12-31`,
      createdAt: ago(40, 9),
      openedAt: ago(38, 11),
      bidDeadline: ago(5, 12),
      status: 'CLOSED',
      lanes: CONTRACT_PAIRS.flatMap(([origin, destination, base40, types], p) =>
        types.map((containerType, t) => {
          const i = p * 2 + t;
          const baseline = base40 * TYPE_FACTOR[containerType];
          return {
            origin,
            destination,
            containerType,
            volume: volumeOf(i),
            commodity: COMMODITIES[i % COMMODITIES.length],
            requirements: i % 5 === 0 ? 'Weekly fixed-day sailing; 21 days free time at destination' : null,
            baseline: money(baseline),
            current: i % 3 === 2 ? null : money(baseline * (1.04 + (i % 4) * 0.02)),
            // Bluewave carries a third of today's lanes.
            incumbent: i % 3 === 0 ? bluewave : null,
          };
        }),
      ),
      vendors: [
        { id: bluewave, viewedAt: ago(37, 9) },
        { id: harbour, viewedAt: ago(36, 15) },
        { id: meridian, viewedAt: ago(33, 8) },
      ],
      terms,
      termGroupId: group?.id ?? null,
    },
    {
      title: DEMO_RFQ_TITLES.spot,
      description: 'Spot capacity for the January–March peak on eight lanes; rates valid for the quarter.',
      contractFrom: `${next}-01-01`,
      contractTo: `${next}-03-31`,
      createdAt: ago(3, 8),
      openedAt: ago(2, 10),
      bidDeadline: new Date(Math.floor((now + 10 * DAY) / DAY) * DAY + 12 * 3_600_000),
      status: 'OPEN',
      lanes: CONTRACT_PAIRS.slice(0, 8).map(([origin, destination, base40], i) => ({
        origin,
        destination,
        containerType: '42G1',
        volume: 20 + ((i * 29) % 60),
        commodity: COMMODITIES[(i + 2) % COMMODITIES.length],
        requirements: null,
        baseline: money(base40 * 1.08),
        current: null,
        incumbent: null,
      })),
      vendors: [{ id: bluewave }, { id: harbour }],
      terms,
      termGroupId: group?.id ?? null,
    },
    {
      title: DEMO_RFQ_TITLES.reefer,
      description: 'Reefer lanes for the frozen seafood and pharma programme, April–June. Genset and pre-trip inspection included.',
      contractFrom: `${next}-04-01`,
      contractTo: `${next}-06-30`,
      createdAt: ago(1, 14),
      bidDeadline: new Date(Math.floor((now + 30 * DAY) / DAY) * DAY + 12 * 3_600_000),
      status: 'DRAFT',
      lanes: [
        ['INCOK', 'NLRTM', '42R1', 60],
        ['INCOK', 'USNYC', '45R1', 40],
        ['INMAA', 'SGSIN', '22R1', 35],
        ['INNSA', 'AEJEA', '42R1', 80],
        ['INTUT', 'DEHAM', '45R1', 25],
      ].map(([origin, destination, containerType, volume]) => ({
        origin: String(origin),
        destination: String(destination),
        containerType: String(containerType),
        volume: Number(volume),
        commodity: String(containerType).startsWith('22') ? 'Pharmaceuticals (+2 to +8 °C)' : 'Frozen seafood (−18 °C)',
        requirements: 'Temperature log on arrival; genset for inland legs',
        baseline: money(2000 * TYPE_FACTOR[String(containerType)]),
        current: null,
        incumbent: null,
      })),
      vendors: [{ id: bluewave }, { id: meridian }],
      terms,
      termGroupId: group?.id ?? null,
    },
  ];

  for (const rfq of rfqs) {
    if (await db.one('SELECT 1 AS x FROM rfqs WHERE company_id = $1 AND title = $2', [acme, rfq.title])) continue;
    await db.transaction((tx) => insertRfq(tx, acme, asha, rfq));
    log.info({ title: rfq.title, lanes: rfq.lanes.length, status: rfq.status }, 'demo RFQ created');
  }
}
