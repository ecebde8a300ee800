import type { SeedContext } from '@portolan/sdk/server';

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

/** Per demo company: a few samples in different states, due around today. */
const DEMO = {
  'Acme Exports': [
    { title: 'Export licence renewal', status: 'DRAFT', due: 14 },
    { title: 'Packing list review, Hamburg lane', status: 'SUBMITTED', due: 3 },
    { title: 'Annual carrier audit', status: 'APPROVED', due: -10 },
  ],
  'Bluewave Logistics': [
    { title: 'Rotterdam terminal contract', status: 'SUBMITTED', due: 7 },
    { title: 'Customs broker onboarding', status: 'DRAFT', due: 21 },
  ],
};

/** Demo data after the auth plugin's accounts; a company that has samples already is left alone. */
export async function seedDemo({ db, log }: SeedContext): Promise<void> {
  for (const [name, rows] of Object.entries(DEMO)) {
    const company = await db.one<{ id: string }>('SELECT id FROM companies WHERE name = $1 ORDER BY created_at LIMIT 1', [name]);
    if (!company || (await db.one('SELECT 1 AS x FROM template_samples WHERE company_id = $1 LIMIT 1', [company.id]))) continue;
    await db.transaction(async (tx) => {
      for (const s of rows) await tx.query('INSERT INTO template_samples (company_id, title, due_on, status) VALUES ($1, $2, $3, $4)', [company.id, s.title, day(s.due), s.status]);
    });
    log.info({ company: name, count: rows.length }, 'demo samples created');
  }
}
