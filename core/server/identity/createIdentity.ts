import { conflict } from '@portolan/sdk/server';
import type {
  AuthUser,
  CompanyRecord,
  FeatureCatalogue,
  Identity,
  NewPlan,
  PasswordInput,
  PlanAccess,
  PlanFeature,
  SubscriptionRecord,
} from '@portolan/sdk/server';
import { accessesForRole, isRole } from './roles';
import { passwords } from './passwords';
import { sessionTokens } from './sessionTokens';
import { isUuid } from '../isUuid';
import { isAlwaysOnPlugin } from '@portolan/sdk/shared';

interface UserRow {
  id: string;
  email: string;
  name: string;
  role: string;
  is_platform_admin: boolean;
  company_id: string;
  company_kind: AuthUser['companyKind'];
  subscription_status: 'active' | 'inactive' | null;
  plan_features: PlanFeature[] | null;
  features_off: string[] | null;
  disabled_plugins: string[] | null;
  password_hash?: string | null;
}

/** The user with the company's kind and its current plan (an active subscription first, then the newest). */
const USER_SELECT = `
SELECT u.id, u.email, u.name, u.role, u.is_platform_admin, u.company_id, c.kind AS company_kind,
       sub.status AS subscription_status, p.features AS plan_features,
       ARRAY(SELECT fs.feature FROM company_feature_switches fs WHERE fs.company_id = u.company_id AND NOT fs.enabled) AS features_off,
       ARRAY(SELECT ps.plugin_id FROM company_plugin_switches ps WHERE ps.company_id = u.company_id AND NOT ps.enabled ORDER BY ps.plugin_id) AS disabled_plugins
FROM users u
JOIN companies c ON c.id = u.company_id
LEFT JOIN LATERAL (
  SELECT s.status, s.plan_id FROM subscriptions s
  WHERE s.company_id = u.company_id
  ORDER BY (s.status = 'active') DESC, s.created_at DESC
  LIMIT 1
) sub ON true
LEFT JOIN plans p ON p.id = sub.plan_id`;

const USER_SELECT_WITH_HASH = USER_SELECT.replace('SELECT u.id,', 'SELECT u.password_hash, u.id,');

function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The plan's features with the company's switches applied: a feature switched off is inactive. */
export function switchedFeatures(features: PlanFeature[] | null | undefined, off: readonly string[] | null | undefined): PlanFeature[] {
  const switchedOff = new Set(off ?? []);
  return (Array.isArray(features) ? features : [])
    .filter((f) => f && typeof f.name === 'string')
    .map((f) => (switchedOff.has(f.name) ? { ...f, isActive: false } : f));
}

function planAccess(status: UserRow['subscription_status'], features: PlanFeature[] | null, off: string[] | null): PlanAccess {
  const isActive = status === 'active';
  const byName: PlanAccess['features'] = {};
  for (const feature of switchedFeatures(features, off)) byName[feature.name] = { ...feature, isActive: isActive && feature.isActive === true };
  return { isActive, features: byName };
}

function toAuthUser(row: UserRow, features: FeatureCatalogue): AuthUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    companyId: row.company_id,
    companyKind: row.company_kind,
    role: row.role,
    isPlatformAdmin: row.is_platform_admin,
    effectiveAccesses: accessesForRole(row.role, features),
    plan: planAccess(row.subscription_status, row.plan_features, row.features_off),
    disabledPlugins: (row.disabled_plugins ?? []).filter((id) => !isAlwaysOnPlugin(id)),
  };
}

function iso(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

async function hashOf(password: PasswordInput): Promise<string> {
  return typeof password === 'string' ? passwords.hash(password) : password.hash;
}

/**
 * The identity kernel on the core's tables (see migrations/001_identity.sql). Stateless: pass the Db
 * (or a transaction) to each call. A user's effective accesses are their role's rules over `features`
 * (the catalogue the server assembled from its plugins).
 */
export function createIdentity(features: FeatureCatalogue): Identity {
  const identity: Identity = {
    async createCompany(db, company) {
      const row = await db.one<{ id: string }>('INSERT INTO companies (name, kind) VALUES ($1, $2) RETURNING id', [company.name.trim(), company.kind]);
      return { _id: row!.id };
    },

    async createUser(db, user) {
      const role = user.role ?? 'viewer';
      if (!isRole(role)) throw new Error(`Unknown role "${role}"`);
      const hash = await hashOf(user.password);
      try {
        const row = await db.one<{ id: string }>(
          `INSERT INTO users (company_id, email, name, phone, role, is_platform_admin, password_hash)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
          [user.companyId, normalizeEmail(user.email), user.name.trim(), user.phone ?? null, role, user.isPlatformAdmin ?? false, hash],
        );
        return { _id: row!.id };
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('An account with this email already exists', 'data.email');
        throw error;
      }
    },

    hashPassword: (password) => passwords.hash(password),

    async verifyPassword(db, email, password) {
      const row = await db.one<UserRow>(`${USER_SELECT_WITH_HASH} WHERE lower(u.email) = $1`, [normalizeEmail(email)]);
      // Unknown email: verify against a dummy hash anyway, so a miss takes as long as a wrong password.
      const matches = await passwords.verify(password, row?.password_hash ?? passwords.DUMMY_HASH);
      return row && matches ? toAuthUser(row, features) : undefined;
    },

    async issueToken(db, userId) {
      const token = sessionTokens.create();
      await db.query('INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, $3)', [
        sessionTokens.hash(token),
        userId,
        new Date(Date.now() + sessionTokens.TTL_MS),
      ]);
      return token;
    },

    async authenticate(db, token) {
      if (!sessionTokens.looksValid(token)) return undefined;
      const row = await db.one<UserRow>(
        `${USER_SELECT} WHERE u.id = (SELECT s.user_id FROM sessions s WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now())`,
        [sessionTokens.hash(token)],
      );
      return row ? toAuthUser(row, features) : undefined;
    },

    async revokeToken(db, token) {
      await db.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [sessionTokens.hash(token)]);
    },

    async revokeSessions(db, userId, exceptToken) {
      await db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL AND token_hash <> $2', [
        userId,
        exceptToken ? sessionTokens.hash(exceptToken) : '',
      ]);
    },

    async setPassword(db, userId, password) {
      const hash = await hashOf(password);
      await db.query('UPDATE users SET password_hash = $2, updated_at = now(), version = version + 1 WHERE id = $1', [userId, hash]);
    },

    async findUserByEmail(db, email) {
      const row = await db.one<UserRow>(`${USER_SELECT} WHERE lower(u.email) = $1`, [normalizeEmail(email)]);
      return row ? toAuthUser(row, features) : undefined;
    },

    async findUserById(db, userId) {
      if (!isUuid(userId)) return undefined;
      const row = await db.one<UserRow>(`${USER_SELECT} WHERE u.id = $1`, [userId]);
      return row ? toAuthUser(row, features) : undefined;
    },

    async findCompany(db, companyId): Promise<CompanyRecord | undefined> {
      if (!isUuid(companyId)) return undefined;
      const row = await db.one<{ id: string; name: string; kind: CompanyRecord['kind']; created_at: Date }>(
        'SELECT id, name, kind, created_at FROM companies WHERE id = $1',
        [companyId],
      );
      return row ? { _id: row.id, name: row.name, kind: row.kind, createdAt: iso(row.created_at) } : undefined;
    },

    async savePlan(db, plan: NewPlan) {
      const row = await db.one<{ id: string }>(
        `INSERT INTO plans (name, features) VALUES ($1, $2::jsonb)
         ON CONFLICT (name) DO UPDATE SET features = EXCLUDED.features, updated_at = now()
         RETURNING id`,
        [plan.name, JSON.stringify(plan.features)],
      );
      return { _id: row!.id };
    },

    async subscribe(db, companyId, planId, status = 'active') {
      const row = await db.one<{ id: string }>(
        `INSERT INTO subscriptions (company_id, plan_id, status) VALUES ($1, $2, $3)
         ON CONFLICT (company_id, plan_id) DO UPDATE SET status = EXCLUDED.status, updated_at = now()
         RETURNING id`,
        [companyId, planId, status],
      );
      return { _id: row!.id };
    },

    async subscriptionOf(db, companyId): Promise<SubscriptionRecord | undefined> {
      if (!isUuid(companyId)) return undefined;
      const row = await db.one<{ id: string; status: 'active' | 'inactive'; created_at: Date; plan_name: string; features: PlanFeature[]; features_off: string[] }>(
        `SELECT s.id, s.status, s.created_at, p.name AS plan_name, p.features,
                ARRAY(SELECT fs.feature FROM company_feature_switches fs WHERE fs.company_id = s.company_id AND NOT fs.enabled) AS features_off
         FROM subscriptions s JOIN plans p ON p.id = s.plan_id
         WHERE s.company_id = $1
         ORDER BY (s.status = 'active') DESC, s.created_at DESC
         LIMIT 1`,
        [companyId],
      );
      if (!row) return undefined;
      return { _id: row.id, status: row.status, createdAt: iso(row.created_at), planName: row.plan_name, features: switchedFeatures(row.features, row.features_off) };
    },
  };
  return identity;
}
