import type { Db } from '@portolan/sdk/server';

export interface CompanySubscription {
  subscriptionId: string | null;
  companyId: string;
  companyName: string;
  planName: string | null;
  status: 'active' | 'inactive';
}

/** The company and its current subscription (an active one first, then the newest); undefined when the company does not exist. */
export async function subscriptionOfCompany(db: Db, companyId: string): Promise<CompanySubscription | undefined> {
  const row = await db.one<{ company_id: string; company_name: string; subscription_id: string | null; plan_name: string | null; status: string | null }>(
    `SELECT c.id AS company_id, c.name AS company_name, s.id AS subscription_id, p.name AS plan_name, s.status
       FROM companies c
       LEFT JOIN LATERAL (SELECT * FROM subscriptions WHERE company_id = c.id ORDER BY (status = 'active') DESC, created_at DESC LIMIT 1) s ON true
       LEFT JOIN plans p ON p.id = s.plan_id
      WHERE c.id = $1`,
    [companyId],
  );
  if (!row) return undefined;
  return { subscriptionId: row.subscription_id, companyId: row.company_id, companyName: row.company_name, planName: row.plan_name, status: row.status === 'active' ? 'active' : 'inactive' };
}
