import type { NewCompany, PlanFeature, ServerPluginContext } from '@portolan/sdk/server';

export const DEMO_PASSWORD = 'portolan-demo';

/**
 * DEMO_PASSWORD hashed once with the identity kernel's scrypt parameters (`scrypt$N$r$p$salt$hash`):
 * seeding a fresh database then costs no scrypt run (~0.4 s and ~130 MB on first start). The password
 * is public, so a fixed salt gives nothing away; seedDemo.test.ts checks it still verifies.
 */
export const DEMO_PASSWORD_HASH =
  'scrypt$131072$8$1$sueacDmf9R2GICJmkm3RMA==$kEVHhdwMCMovJ3AE9VF13XjIS39o0xMEiQe1p0VeC2P9pYvYvFZcTzfrnvzxsssMLppGLOu53+/44ZkchnXy8g==';

export const ENTERPRISE_PLAN = {
  name: 'Enterprise',
  features: [
    { name: 'analytics', isActive: true, label: 'Analytics' },
    { name: 'multimodal', isActive: true, label: 'Multimodal' },
    { name: 'global-shipment-radar', isActive: true, label: 'Global Shipment Radar' },
    { name: 'watch-tower', isActive: true, label: 'Watch Tower' },
    { name: 'shipment', isActive: true, label: 'Shipment' },
    { name: 'tracking', isActive: true, label: 'Container tracking', limit: 500 },
    { name: 'accounting', isActive: true, label: 'Accounting sync' },
  ] satisfies PlanFeature[],
};

interface DemoAccount {
  email: string;
  name: string;
  /** The account's new company; with `joins`, the name of an existing demo company it joins instead (seeded before it). */
  company: NewCompany;
  joins?: boolean;
  /** Default 'admin' (the company's creator). */
  role?: string;
  isPlatformAdmin?: boolean;
  subscribed: boolean;
}

/** The README's demo data contract: tests and the e2e suite sign in with these. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'shipper@portolan.test', name: 'Asha Shipper', company: { name: 'Acme Exports', kind: 'shipper' }, subscribed: true },
  { email: 'forwarder@portolan.test', name: 'Felix Forwarder', company: { name: 'Bluewave Logistics', kind: 'forwarder' }, subscribed: true },
  { email: 'admin@portolan.test', name: 'Priya Platform', company: { name: 'Portolan', kind: 'platform' }, isPlatformAdmin: true, subscribed: false },
  // The RFQ story (plugins/rfq): two more forwarders that bid on Acme's tenders, and Acme's approver.
  { email: 'vendor2@portolan.test', name: 'Hana Harbourline', company: { name: 'Harbourline Forwarding', kind: 'forwarder' }, subscribed: true },
  { email: 'vendor3@portolan.test', name: 'Marco Meridian', company: { name: 'Meridian Freight', kind: 'forwarder' }, subscribed: true },
  { email: 'approver@portolan.test', name: 'Arjun Approver', company: { name: 'Acme Exports', kind: 'shipper' }, joins: true, role: 'manager', subscribed: false },
];

/**
 * Idempotent demo data: each account that does not exist yet is created with its company (role admin)
 * — or joins its existing company (`joins`, with its role) — and, for the subscribed companies, an
 * active subscription to the Enterprise plan — one transaction per account. Existing accounts are left
 * as they are.
 */
export async function seedDemo({ db, identity, log }: ServerPluginContext): Promise<void> {
  const existing = await Promise.all(DEMO_ACCOUNTS.map((account) => identity.findUserByEmail(db, account.email)));
  const missing = DEMO_ACCOUNTS.filter((_, i) => !existing[i]);
  if (missing.length === 0) return;
  // One precomputed hash for all: the demo password is public anyway, and hashing is deliberately slow.
  const hash = DEMO_PASSWORD_HASH;
  for (const account of missing) {
    await db.transaction(async (tx) => {
      const joined = account.joins ? await tx.one<{ id: string }>('SELECT id FROM companies WHERE name = $1 ORDER BY created_at LIMIT 1', [account.company.name]) : undefined;
      if (account.joins && !joined) throw new Error(`Demo account ${account.email}: no company ${account.company.name} to join`);
      const company = joined ? { _id: String(joined.id) } : await identity.createCompany(tx, account.company);
      await identity.createUser(tx, {
        companyId: company._id,
        email: account.email,
        name: account.name,
        password: { hash },
        role: account.role ?? 'admin',
        isPlatformAdmin: account.isPlatformAdmin ?? false,
      });
      if (account.subscribed) {
        const plan = await identity.savePlan(tx, ENTERPRISE_PLAN);
        await identity.subscribe(tx, company._id, plan._id, 'active');
      }
    });
    log.info({ email: account.email, company: account.company.name }, 'demo account created');
  }
}
