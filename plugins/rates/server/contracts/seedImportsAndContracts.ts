import { writeActivity, type Db, type SeedContext } from '@portolan/sdk/server';
import { CONTRACT_KIND, RATE_IMPORT_KIND } from '../../shared/types';
import { chargeTypeRules, insertRates } from '../inventory/rateInput';
import { mapRow } from '../imports/mapRow';
import { proposeMapping } from '../imports/proposeMapping';
import { readSheet } from '../imports/readSheet';

const companyByName = async (db: Db, name: string) => (await db.one<{ id: string }>('SELECT id FROM companies WHERE name = $1 ORDER BY created_at LIMIT 1', [name]))?.id;
const userByEmail = async (db: Db, email: string) => db.one<{ id: string; name: string }>('SELECT id, name FROM users WHERE email = $1', [email]);
const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Acme's service contracts: Maersk (MQC 400 TEU) and Hapag-Lloyd (250 TEU) for this calendar year,
 * ACTIVE — the shipments plugin's demo sailings of the year name them — and last year's Maersk
 * contract, now EXPIRED.
 */
async function seedContracts(db: Db, log: SeedContext['log']): Promise<void> {
  const acme = await companyByName(db, 'Acme Exports');
  if (!acme || (await db.one('SELECT 1 AS x FROM rate_contracts WHERE company_id = $1 LIMIT 1', [acme]))) return;
  const user = await userByEmail(db, 'shipper@portolan.test');
  const year = new Date().getUTCFullYear();
  const contracts = [
    { reference: `MAEU-ACME-${year}`, carrier: 'MAEU', year, mqc: 400, notes: 'Named-account contract, INNSA/INMUN to North Europe and US East Coast.' },
    { reference: `HLCU-ACME-${year}`, carrier: 'HLCU', year, mqc: 250, notes: 'Hamburg and New York services; reefer allocation on request.' },
    { reference: `MAEU-ACME-${year - 1}`, carrier: 'MAEU', year: year - 1, mqc: 300, notes: 'Previous year; renewed as ' + `MAEU-ACME-${year}.` },
  ];
  await db.transaction(async (tx) => {
    for (const c of contracts) {
      const row = await tx.one<{ id: string }>(
        `INSERT INTO rate_contracts (company_id, reference, carrier, valid_from, valid_to, mqc_teu, status, notes, created_by, created_at, updated_at, version)
         VALUES ($1, $2, $3, $4, $5, $6, 'ACTIVE', $7, $8, $9, $9, 2) RETURNING id`,
        [acme, c.reference, c.carrier, `${c.year}-01-01`, `${c.year}-12-31`, c.mqc, c.notes, user?.id ?? null, `${c.year - 1}-12-15T09:00:00Z`],
      );
      await writeActivity(tx, { kind: CONTRACT_KIND, recordId: row!.id, companyId: acme, actorId: user?.id ?? null, actorName: user?.name ?? 'Acme Exports', action: 'activate', from: 'DRAFT', to: 'ACTIVE', note: 'Signed with the carrier' });
    }
  });
  log.info({ company: 'Acme Exports', contracts: contracts.length }, 'demo service contracts created');
}

/** Bluewave's carrier rate sheet of this month and the next, in the common wide layout (one amount column per container type). */
function bluewaveSheet(now: Date): string {
  const from = day(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)));
  const to = day(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 0)));
  const lanes: Array<[string, string, string, number, number]> = [
    ['CNSHA', 'NLRTM', 'MAEU', 1450, 30],
    ['CNSHA', 'USLAX', 'CMDU', 1890, 16],
    ['CNNGB', 'DEHAM', 'HLCU', 1520, 33],
    ['CNYTN', 'USLGB', 'ONEY', 1960, 17],
    ['SGSIN', 'AEJEA', 'MSCU', 780, 9],
    ['NLRTM', 'USNYC', 'MAEU', 1320, 11],
  ];
  const lines = ['POL,POD,Carrier,20GP,40GP,40HC,Currency,Valid from,Valid to,Transit time,Free days,Remarks'];
  for (const [pol, pod, carrier, base, transit] of lanes) {
    lines.push([pol, pod, carrier, base.toFixed(2), (base * 1.85).toFixed(2), (base * 1.95).toFixed(2), 'USD', from, to, transit, 14, 'Subject to BAF and LSS'].join(','));
  }
  return `${lines.join('\n')}\n`;
}

/** A committed import in Bluewave's log: the sheet above, read, mapped and written as the import routes do. */
async function seedBluewaveImport(db: Db, log: SeedContext['log']): Promise<void> {
  const bluewave = await companyByName(db, 'Bluewave Logistics');
  if (!bluewave || (await db.one('SELECT 1 AS x FROM rate_imports WHERE company_id = $1 LIMIT 1', [bluewave]))) return;
  const user = await userByEmail(db, 'forwarder@portolan.test');
  const fileName = 'carrier-fcl-rates.csv';
  const sheet = await readSheet(fileName, Buffer.from(bluewaveSheet(new Date())));
  const mapping = proposeMapping(sheet.headers, 'FCL');
  const rules = { headers: sheet.headers, mapping, kind: 'FCL' as const, side: 'BUY' as const, chargeTypes: await chargeTypeRules(db, bluewave) };
  const mapped = sheet.rows.map((r) => ({ row: r.row, cells: r.cells, ...mapRow(r.cells, rules) }));
  if (mapped.some((m) => m.errors.length)) return void log.warn({ errors: mapped.flatMap((m) => m.errors) }, 'demo rate sheet has problems; not imported');
  const actor = { actorId: user?.id ?? null, actorName: user?.name ?? 'Bluewave Logistics', companyId: bluewave, kind: RATE_IMPORT_KIND };
  await db.transaction(async (tx) => {
    const row = await tx.one<{ id: string }>(
      `INSERT INTO rate_imports (company_id, file_name, kind, side, status, headers, mapping, header_row, row_count, progress, created_by, created_by_name, version)
       VALUES ($1, $2, 'FCL', 'BUY', 'COMMITTED', $3::jsonb, $4::jsonb, $5, $6, 100, $7, $8, 4) RETURNING id`,
      [bluewave, fileName, JSON.stringify(sheet.headers), JSON.stringify(mapping), sheet.headerRow, sheet.rows.length, user?.id ?? null, user?.name ?? null],
    );
    const id = row!.id;
    for (const m of mapped) {
      await tx.query('INSERT INTO rate_import_rows (import_id, company_id, row_number, cells, rates) VALUES ($1, $2, $3, $4::jsonb, $5::jsonb)', [id, bluewave, m.row, JSON.stringify(m.cells), JSON.stringify(m.rates)]);
    }
    const written = await insertRates(tx, { companyId: bluewave, userId: user?.id ?? null, importId: id }, mapped.flatMap((m) => m.rates));
    await tx.query('UPDATE rate_imports SET committed_count = $2 WHERE id = $1', [id, written.length]);
    await writeActivity(tx, { ...actor, recordId: id, action: 'upload', from: null, to: 'UPLOADED', note: `${sheet.rows.length} rows, ${sheet.headers.length} columns` });
    await writeActivity(tx, { ...actor, recordId: id, action: 'map', from: 'UPLOADED', to: 'VALIDATED', note: 'every row is valid' });
    await writeActivity(tx, { ...actor, recordId: id, action: 'commit', from: 'VALIDATED', to: 'COMMITTING' });
    await writeActivity(tx, { ...actor, recordId: id, action: 'committed', from: 'COMMITTING', to: 'COMMITTED', note: `${written.length} rates written` });
  });
  log.info({ company: 'Bluewave Logistics', rows: sheet.rows.length }, 'demo rate import created');
}

/** Demo data of the imports and contracts part (after the auth plugin's accounts); idempotent. */
export async function seedImportsAndContracts({ db, log }: SeedContext): Promise<void> {
  await seedContracts(db, log);
  await seedBluewaveImport(db, log);
}
