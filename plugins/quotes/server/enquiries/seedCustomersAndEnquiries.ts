import { connectCompanies, connectedCompanies, writeActivity, type Db, type SeedContext } from '@portolan/sdk/server';
import type { Contact, CargoDetails } from '../../shared/types';
import type { EnquiryService, EnquiryState, Incoterm, LossReason } from '../../shared/states';
import { insertEnquiry } from './insertEnquiry';

type DemoCustomer = { key: string; name: string; country: string; currency: string; creditDays: number; creditLimit: string | null; margin: [string, string] | null; email: string; phone: string; address: string; taxId: string | null; contacts: Contact[]; notes?: string };

/** Bluewave's customers besides Acme: Indian and European exporters and importers, none on Portolan. */
const CUSTOMERS: DemoCustomer[] = [
  { key: 'spices', name: 'Shree Ganesh Spices Pvt Ltd', country: 'IN', currency: 'INR', creditDays: 45, creditLimit: '2500000', margin: ['PERCENT', '12'], email: 'exports@ganeshspices.example', phone: '+91 22 4012 7788', address: 'Plot 14, MIDC Vashi, Navi Mumbai 400703', taxId: '27AAHCS1234F1Z5', contacts: [{ name: 'Ravi Deshmukh', email: 'ravi@ganeshspices.example', phone: '+91 98200 11223', role: 'Export manager' }, { name: 'Meera Iyer', email: 'accounts@ganeshspices.example', phone: null, role: 'Accounts' }] },
  { key: 'nordhafen', name: 'Nordhafen Handels GmbH', country: 'DE', currency: 'EUR', creditDays: 30, creditLimit: '150000', margin: ['AMOUNT', '120'], email: 'einkauf@nordhafen.example', phone: '+49 40 3861 2200', address: 'Am Sandtorkai 41, 20457 Hamburg', taxId: 'DE811234567', contacts: [{ name: 'Jana Köhler', email: 'j.koehler@nordhafen.example', phone: '+49 40 3861 2214', role: 'Head of purchasing' }] },
  { key: 'fresh', name: 'Maasvlakte Fresh Imports BV', country: 'NL', currency: 'EUR', creditDays: 21, creditLimit: '80000', margin: ['PERCENT', '9.5'], email: 'logistics@mvfresh.example', phone: '+31 10 214 5500', address: 'Europaweg 875, 3199 LD Rotterdam', taxId: 'NL859012345B01', contacts: [{ name: 'Pieter de Vries', email: 'pieter@mvfresh.example', phone: '+31 6 1234 5678', role: 'Logistics lead' }] },
  { key: 'auto', name: 'Kaveri Auto Components Ltd', country: 'IN', currency: 'USD', creditDays: 60, creditLimit: '400000', margin: ['PERCENT', '8'], email: 'shipping@kaveriauto.example', phone: '+91 80 4111 9000', address: 'Bommasandra Industrial Area, Bengaluru 560099', taxId: '29AABCK5678L1Z2', contacts: [{ name: 'Suresh Nair', email: 'suresh.nair@kaveriauto.example', phone: '+91 99001 44556', role: 'Logistics manager' }] },
  { key: 'pharma', name: 'Deccan Pharma Exports', country: 'IN', currency: 'USD', creditDays: 30, creditLimit: '250000', margin: ['PERCENT', '15'], email: 'scm@deccanpharma.example', phone: '+91 40 2345 6789', address: 'Genome Valley, Hyderabad 500078', taxId: '36AAFCD9012M1Z8', contacts: [{ name: 'Anita Reddy', email: 'anita.reddy@deccanpharma.example', phone: '+91 98480 22334', role: 'Supply chain' }] },
  { key: 'decor', name: 'Maison Lumière Décor SARL', country: 'FR', currency: 'EUR', creditDays: 0, creditLimit: null, margin: ['AMOUNT', '90'], email: 'achats@maisonlumiere.example', phone: '+33 4 78 12 34 56', address: '12 Quai Rambaud, 69002 Lyon', taxId: 'FR40123456789', contacts: [{ name: 'Claire Martin', email: 'claire@maisonlumiere.example', phone: null, role: 'Buyer' }], notes: 'Prepaid: no credit until the first three shipments are settled.' },
];

type Demo = {
  customer: string;
  daysAgo: number;
  lane: [string, string];
  containers?: Array<{ type: string; count: number }>;
  lcl?: [string, string];
  cargo: Partial<CargoDetails> & { commodity: string };
  status: EnquiryState;
  incoterm?: Incoterm;
  services?: EnquiryService[];
  /** Hours from receipt to the first published quote (QUOTED and after). */
  responseHours?: number;
  lost?: [LossReason, string | null];
  source?: 'CUSTOMER';
  /** Reply-by relative to today (negative: overdue). */
  dueIn?: number;
  notes?: string;
};

const C = (type: string, count: number) => [{ type, count }];

/** ~24 enquiries over six months, every state, on lanes Bluewave has rates for (the rates seed). */
const ENQUIRIES: Demo[] = [
  { customer: 'acme', daysAgo: 170, lane: ['INNSA', 'NLRTM'], containers: C('42G1', 2), cargo: { commodity: 'Cotton garments', hsCode: '620342', weightKg: '18400', packages: 640 }, status: 'WON', incoterm: 'FOB', responseHours: 5, services: ['ORIGIN_CUSTOMS'] },
  { customer: 'spices', daysAgo: 162, lane: ['INNSA', 'DEHAM'], containers: C('22G1', 3), cargo: { commodity: 'Black pepper and turmeric', hsCode: '090411', weightKg: '52000', packages: 2080 }, status: 'WON', incoterm: 'CIF', responseHours: 20 },
  { customer: 'nordhafen', daysAgo: 150, lane: ['INNSA', 'DEHAM'], containers: C('45G1', 1), cargo: { commodity: 'Hand-knotted carpets', hsCode: '570110', weightKg: '9200', packages: 85 }, status: 'LOST', incoterm: 'FCA', responseHours: 30, lost: ['PRICE', 'Went with a carrier contract of their own'] },
  { customer: 'acme', daysAgo: 141, lane: ['INNSA', 'USNYC'], containers: C('42G1', 1), cargo: { commodity: 'Leather handbags', hsCode: '420221', weightKg: '7600', packages: 310 }, status: 'EXPIRED', incoterm: 'FOB', responseHours: 9 },
  { customer: 'auto', daysAgo: 133, lane: ['INMUN', 'USSAV'], containers: C('42G1', 4), cargo: { commodity: 'Brake drums and discs', hsCode: '870830', weightKg: '88000', packages: 176 }, status: 'WON', incoterm: 'EXW', responseHours: 3, services: ['ORIGIN_TRUCKING', 'ORIGIN_CUSTOMS'] },
  { customer: 'pharma', daysAgo: 121, lane: ['INNSA', 'NLRTM'], containers: C('22R1', 2), cargo: { commodity: 'Vaccines (temperature controlled)', hsCode: '300220', weightKg: '6400', packages: 120, reeferTempC: '5' }, status: 'LOST', incoterm: 'CIP', responseHours: 52, lost: ['TRANSIT_TIME', 'Needed a faster direct service'], services: ['INSURANCE'] },
  { customer: 'fresh', daysAgo: 110, lane: ['INNSA', 'NLRTM'], containers: C('22R1', 1), cargo: { commodity: 'Alphonso mangoes', hsCode: '080450', weightKg: '11800', packages: 1900, reeferTempC: '12' }, status: 'WON', incoterm: 'CFR', responseHours: 6 },
  { customer: 'acme', daysAgo: 98, lane: ['INNSA', 'DEHAM'], containers: C('45G1', 2), cargo: { commodity: 'Home textiles', hsCode: '630231', weightKg: '16500', packages: 900 }, status: 'WON', incoterm: 'FOB', responseHours: 4, source: 'CUSTOMER' },
  { customer: 'decor', daysAgo: 90, lane: ['INNSA', 'AEJEA'], containers: C('22G1', 1), cargo: { commodity: 'Brass lamps and decor', hsCode: '940520', weightKg: '4300', packages: 210 }, status: 'EXPIRED', incoterm: 'DAP', responseHours: 26 },
  { customer: 'spices', daysAgo: 81, lane: ['INNSA', 'NLRTM'], containers: C('22G1', 2), cargo: { commodity: 'Cumin seeds', hsCode: '090931', weightKg: '36000', packages: 1440 }, status: 'LOST', incoterm: 'FOB', responseHours: 14, lost: ['SCHEDULE', 'Cargo slipped past the vessel cut-off'] },
  { customer: 'auto', daysAgo: 72, lane: ['INMUN', 'USSAV'], containers: C('42G1', 2), cargo: { commodity: 'Forged crankshafts', hsCode: '848310', weightKg: '42000', packages: 96 }, status: 'WON', incoterm: 'FCA', responseHours: 2 },
  { customer: 'acme', daysAgo: 63, lane: ['INNSA', 'NLRTM'], containers: C('22G1', 4), cargo: { commodity: 'Organic cotton yarn', hsCode: '520512', weightKg: '72000', packages: 2880 }, status: 'LOST', incoterm: 'FOB', responseHours: 11, lost: ['NO_RESPONSE', null], source: 'CUSTOMER' },
  { customer: 'nordhafen', daysAgo: 55, lane: ['INNSA', 'DEHAM'], containers: C('42G1', 1), cargo: { commodity: 'Stainless steel kitchenware', hsCode: '732393', weightKg: '12800', packages: 420 }, status: 'WON', incoterm: 'CIF', responseHours: 7, services: ['DESTINATION_CUSTOMS', 'DESTINATION_TRUCKING'] },
  { customer: 'pharma', daysAgo: 44, lane: ['INNSA', 'USNYC'], containers: C('22G1', 1), cargo: { commodity: 'Generic tablets (paracetamol)', hsCode: '300490', weightKg: '5200', packages: 260 }, status: 'EXPIRED', incoterm: 'CIP', responseHours: 8, services: ['INSURANCE'] },
  { customer: 'fresh', daysAgo: 36, lane: ['INNSA', 'NLRTM'], containers: C('22R1', 2), cargo: { commodity: 'Grapes (Thompson seedless)', hsCode: '080610', weightKg: '23000', packages: 3800, reeferTempC: '-0.5' }, status: 'QUOTED', incoterm: 'CFR', responseHours: 4 },
  { customer: 'acme', daysAgo: 28, lane: ['INNSA', 'USNYC'], containers: C('42G1', 2), cargo: { commodity: 'Cotton garments', hsCode: '620462', weightKg: '15800', packages: 560 }, status: 'QUOTED', incoterm: 'FOB', responseHours: 6, source: 'CUSTOMER' },
  { customer: 'auto', daysAgo: 21, lane: ['INMUN', 'USSAV'], containers: C('45G1', 3), cargo: { commodity: 'Aluminium wheels', hsCode: '870870', weightKg: '39000', packages: 1200 }, status: 'QUOTED', incoterm: 'EXW', responseHours: 18, services: ['ORIGIN_TRUCKING'] },
  { customer: 'decor', daysAgo: 14, lane: ['INNSA', 'DEHAM'], containers: C('22G1', 1), cargo: { commodity: 'Wooden furniture', hsCode: '940360', weightKg: '6100', packages: 48 }, status: 'QUOTING', incoterm: 'DAP', dueIn: 1 },
  { customer: 'acme', daysAgo: 9, lane: ['INNSA', 'DEHAM'], containers: C('42G1', 3), cargo: { commodity: 'Denim fabric', hsCode: '520942', weightKg: '48000', packages: 300 }, status: 'QUOTING', incoterm: 'FOB', dueIn: 0 },
  { customer: 'spices', daysAgo: 6, lane: ['INNSA', 'NLRTM'], containers: C('22G1', 1), cargo: { commodity: 'Chilli powder', hsCode: '090422', weightKg: '17500', packages: 700 }, status: 'RECEIVED', incoterm: 'FOB', dueIn: -3, notes: 'Customer chasing: please prioritise.' },
  { customer: 'nordhafen', daysAgo: 4, lane: ['INNSA', 'DEHAM'], lcl: ['2400', '8.6'], cargo: { commodity: 'Brass hardware samples', hsCode: '830241', packages: 14 }, status: 'RECEIVED', incoterm: 'FCA', dueIn: -1 },
  { customer: 'pharma', daysAgo: 3, lane: ['INNSA', 'NLRTM'], containers: C('22G1', 2), cargo: { commodity: 'Isopropyl alcohol', hsCode: '290512', weightKg: '30000', packages: 160, dgClass: '3' }, status: 'RECEIVED', incoterm: 'CIF', dueIn: 1, services: ['INSURANCE'] },
  { customer: 'acme', daysAgo: 2, lane: ['INNSA', 'NLRTM'], containers: C('45G1', 2), cargo: { commodity: 'Knitted T-shirts', hsCode: '610910', weightKg: '14200', packages: 720 }, status: 'RECEIVED', incoterm: 'FOB', dueIn: 2, source: 'CUSTOMER' },
  { customer: 'one-off', daysAgo: 1, lane: ['CNSHA', 'INNSA'], lcl: ['1800', '6.2'], cargo: { commodity: 'LED panels', hsCode: '940542', packages: 40 }, status: 'RECEIVED', incoterm: 'EXW', dueIn: 2, services: ['DESTINATION_CUSTOMS', 'DESTINATION_TRUCKING'] },
];

/** The moves an enquiry made to reach its state (the audit trail tells the story). */
function story(d: Demo): Array<{ action: string; from: string; to: string; hours: number; byCustomer?: boolean; note?: string | null }> {
  const q = d.responseHours ?? 4;
  const steps: Array<{ action: string; from: string; to: string; hours: number; byCustomer?: boolean; note?: string | null }> = [];
  if (d.status === 'RECEIVED') return steps;
  steps.push({ action: 'start-quote', from: 'RECEIVED', to: 'QUOTING', hours: Math.max(1, q / 2) });
  if (d.status === 'QUOTING') return steps;
  steps.push({ action: 'published', from: 'QUOTING', to: 'QUOTED', hours: q, note: 'Quote sent to the customer' });
  if (d.status === 'WON') steps.push({ action: 'order-confirm', from: 'QUOTED', to: 'WON', hours: q + 30, byCustomer: true, note: 'Accepted online' });
  if (d.status === 'LOST') steps.push({ action: 'mark-lost', from: 'QUOTED', to: 'LOST', hours: q + 72, note: d.lost?.[1] ?? d.lost?.[0] ?? null });
  if (d.status === 'EXPIRED') steps.push({ action: 'expired', from: 'QUOTED', to: 'EXPIRED', hours: q + 24 * 15, note: 'The quote validity passed' });
  return steps;
}

const TERMS = [
  {
    name: 'Standard FCL terms',
    isDefault: true,
    body: [
      '1. Rates are valid until the date shown and subject to space and equipment availability.',
      '2. Surcharges (BAF, LSS, PSS) are those in force on the date of loading and may change with notice from the carrier.',
      '3. Cargo is carried under the carrier’s bill of lading terms; insurance is not included unless quoted.',
      '4. Payment as per the agreed credit terms; disputes must be raised within 7 days of invoice.',
      '5. Detention and demurrage beyond the free days quoted are charged at the carrier’s tariff.',
    ].join('\n'),
  },
  {
    name: 'Reefer and DG addendum',
    isDefault: false,
    body: [
      '1. Reefer set points must be confirmed in writing before the container is released.',
      '2. Dangerous goods need a complete DG declaration and MSDS 5 working days before the cut-off; DG acceptance is at the carrier’s discretion.',
      '3. Genset and monitoring charges apply where required.',
    ].join('\n'),
  },
];

async function companyId(db: Db, name: string): Promise<string | undefined> {
  return (await db.one<{ id: string }>('SELECT id FROM companies WHERE name = $1 ORDER BY created_at LIMIT 1', [name]))?.id;
}

const addDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Demo data (idempotent: a Bluewave with customers is left alone): Bluewave Logistics' customers —
 * Acme Exports linked to Acme's company (connected in the demo network) and six Indian and European
 * exporters and importers — its terms sets, and 24 enquiries over six months in every state, with the
 * audit trail of their moves. The quotes seed (after this one) quotes the QUOTING…EXPIRED ones.
 */
export async function seedCustomersAndEnquiries({ db, log }: SeedContext): Promise<void> {
  const bluewave = await companyId(db, 'Bluewave Logistics');
  if (!bluewave) return;
  if (await db.one('SELECT 1 AS x FROM customers WHERE company_id = $1 LIMIT 1', [bluewave])) return;
  const acme = await companyId(db, 'Acme Exports');
  if (acme && !(await connectedCompanies(db, bluewave, [acme])).has(acme)) await connectCompanies(db, bluewave, acme);
  const staff = await db.one<{ id: string; name: string }>('SELECT id, name FROM users WHERE company_id = $1 ORDER BY created_at LIMIT 1', [bluewave]);
  const actor = { id: staff?.id ?? null, name: staff?.name ?? 'Bluewave Logistics' };

  await db.transaction(async (tx) => {
    const ids = new Map<string, { id: string; name: string; companyId: string | null; currency: string; contact: Contact }>();
    const all: DemoCustomer[] = [
      { key: 'acme', name: 'Acme Exports', country: 'IN', currency: 'USD', creditDays: 30, creditLimit: '500000', margin: ['PERCENT', '10'], email: 'logistics@acme.example', phone: '+91 22 6600 1000', address: 'Andheri East, Mumbai 400069', taxId: '27AACCA1111B1Z1', contacts: [{ name: 'Asha Patel', email: 'asha.patel@acme.example', phone: '+91 98190 00001', role: 'Logistics head' }, { name: 'Vikram Shah', email: 'vikram.shah@acme.example', phone: null, role: 'Finance' }], notes: 'On Portolan: sees its quotes in /account.' },
      ...CUSTOMERS,
    ];
    for (const c of all) {
      const linked = c.key === 'acme' ? (acme ?? null) : null;
      const row = await tx.one<{ id: string }>(
        `INSERT INTO customers (company_id, name, customer_company_id, email, phone, address, country, tax_id, contacts, credit_days, credit_limit, margin_type, margin_value, currency, notes, created_by, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, now() - interval '200 days') RETURNING id`,
        [bluewave, c.name, linked, c.email, c.phone, c.address, c.country, c.taxId, JSON.stringify(c.contacts), c.creditDays, c.creditLimit, c.margin?.[0] ?? null, c.margin?.[1] ?? null, c.currency, c.notes ?? null, actor.id],
      );
      await writeActivity(tx, { kind: 'customer', recordId: row!.id, companyId: bluewave, actorId: actor.id, actorName: actor.name, action: 'created', to: 'ACTIVE' });
      ids.set(c.key, { id: row!.id, name: c.name, companyId: linked, currency: c.currency, contact: c.contacts[0] });
    }

    if (!(await tx.one('SELECT 1 AS x FROM quote_terms WHERE company_id = $1 LIMIT 1', [bluewave]))) {
      for (const t of TERMS) await tx.query('INSERT INTO quote_terms (company_id, name, body, is_default, created_by) VALUES ($1, $2, $3, $4, $5)', [bluewave, t.name, t.body, t.isDefault, actor.id]);
    }

    for (const d of ENQUIRIES) {
      const customer = ids.get(d.customer);
      const fromCustomer = d.source === 'CUSTOMER';
      const { id } = await insertEnquiry(tx, {
        companyId: bluewave,
        userId: fromCustomer ? null : actor.id,
        actorName: fromCustomer ? (customer?.name ?? 'Customer') : actor.name,
        customerId: customer?.id ?? null,
        customerName: customer?.name ?? 'Orbit Electronics Trading (walk-in)',
        customerCompanyId: customer?.companyId ?? null,
        contactName: customer?.contact.name ?? 'Karan Mehta',
        contactEmail: customer?.contact.email ?? 'karan@orbit-electronics.example',
        origin: d.lane[0],
        destination: d.lane[1],
        mode: d.lcl ? 'LCL' : 'FCL',
        containers: d.containers ?? [],
        cargo: { hsCode: null, weightKg: d.lcl?.[0] ?? null, volumeM3: d.lcl?.[1] ?? null, packages: null, dgClass: null, reeferTempC: null, ...d.cargo },
        cargoReadyOn: addDays(-d.daysAgo + 10),
        incoterm: d.incoterm ?? null,
        services: d.services ?? [],
        currency: customer?.currency === 'INR' ? 'USD' : (customer?.currency ?? 'USD'),
        source: d.source ?? 'MANUAL',
        dueOn: addDays(d.dueIn ?? -d.daysAgo + 2),
        notes: d.notes ?? null,
      });
      const steps = story(d);
      const quoted = steps.find((s) => s.to === 'QUOTED');
      await tx.query(
        `UPDATE enquiries SET status = $2, created_at = now() - ($3 || ' days')::interval, updated_at = now() - ($3 || ' days')::interval + ($4 || ' hours')::interval,
           first_quoted_at = CASE WHEN $5::numeric IS NULL THEN NULL ELSE now() - ($3 || ' days')::interval + ($5 || ' hours')::interval END,
           loss_reason = $6, feedback = $7, version = $8
         WHERE id = $1`,
        [id, d.status, String(d.daysAgo), String(steps.at(-1)?.hours ?? 0), quoted ? String(quoted.hours) : null, d.lost?.[0] ?? null, d.lost?.[1] ?? null, 1 + steps.length],
      );
      await tx.query(`UPDATE record_activity SET created_at = now() - ($3 || ' days')::interval WHERE kind = 'enquiry' AND record_id = $1 AND company_id = $2`, [id, bluewave, String(d.daysAgo)]);
      for (const s of steps) {
        await writeActivity(tx, { kind: 'enquiry', recordId: id, companyId: bluewave, actorId: s.byCustomer ? null : actor.id, actorName: s.byCustomer ? (customer?.name ?? 'Customer') : actor.name, action: s.action, from: s.from, to: s.to, note: s.note ?? null });
        await tx.query(
          `UPDATE record_activity SET created_at = now() - ($4 || ' days')::interval + ($5 || ' hours')::interval WHERE kind = 'enquiry' AND record_id = $1 AND company_id = $2 AND action = $3`,
          [id, bluewave, s.action, String(d.daysAgo), String(s.hours)],
        );
      }
    }
  });
  log.info({ company: 'Bluewave Logistics', customers: CUSTOMERS.length + 1, enquiries: ENQUIRIES.length }, 'demo customers and enquiries created');
}
