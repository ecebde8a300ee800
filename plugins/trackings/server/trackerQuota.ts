import { conflict, type Db, type PlanAccess } from '@portolan/sdk/server';

/** How many tracked containers the company may have ACTIVE (null: no limit), how many are, and what is left. */
export interface TrackerQuota {
  quota: number | null;
  used: number;
  remaining: number | null;
}

/** The plan feature 'tracking' attribute `limit`, when it is a whole number ≥ 0. */
export function planLimitOf(plan: PlanAccess | undefined): number | null {
  const limit = plan?.features?.tracking?.limit;
  const n = typeof limit === 'string' && limit.trim() !== '' ? Number(limit) : limit;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : null;
}

/** The plan limit of a company other than the caller's (platform admins asking `?company=`): its active subscription's plan. */
export async function planLimitOfCompany(db: Db, companyId: string): Promise<number | null> {
  const row = await db.one<{ features: unknown }>(
    "SELECT p.features FROM subscriptions s JOIN plans p ON p.id = s.plan_id WHERE s.company_id = $1 AND s.status = 'active' ORDER BY s.updated_at DESC LIMIT 1",
    [companyId],
  );
  const features = Array.isArray(row?.features) ? (row!.features as Array<{ name?: string; isActive?: boolean; [k: string]: unknown }>) : [];
  const tracking = features.find((f) => f.name === 'tracking');
  return tracking ? planLimitOf({ isActive: true, features: { tracking: { ...tracking, isActive: tracking.isActive === true } } }) : null;
}

/** The company's quota (its override, else the plan's limit, else none), used (ACTIVE subscriptions) and remaining. */
export async function trackerQuotaOf(db: Db, companyId: string, planLimit: number | null): Promise<TrackerQuota> {
  const row = await db.one<{ quota: number | null; used: string | number }>(
    "SELECT (SELECT quota FROM tracker_quotas WHERE company_id = $1) AS quota, (SELECT count(*) FROM tracking_subscriptions WHERE company_id = $1 AND status = 'ACTIVE') AS used",
    [companyId],
  );
  const quota = row?.quota ?? planLimit;
  const used = Number(row?.used ?? 0);
  return { quota, used, remaining: quota === null ? null : Math.max(0, quota - used) };
}

/**
 * In the caller's transaction: takes the company's quota lock (a transaction-level advisory lock,
 * held until commit, so concurrent creates and resumes of one company count one after another) and
 * refuses one more ACTIVE subscription past the quota with a 409 naming `data.reference`.
 */
export async function claimTracker(tx: Db, companyId: string, planLimit: number | null): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(7301, hashtext('tracker-quota:' || $1::text))", [companyId]);
  const { quota, used } = await trackerQuotaOf(tx, companyId, planLimit);
  if (quota !== null && used + 1 > quota) {
    throw conflict(`Your plan allows ${quota} tracked containers and ${used} are in use: stop tracking one or ask your admin to raise the quota`, 'data.reference');
  }
}
