import type { AuthUser } from './AuthUser';
import type { Db } from './Db';

export interface NewCompany {
  name: string;
  kind: 'shipper' | 'forwarder' | 'platform';
}

/** A password in clear, or one already hashed with `Identity.hashPassword` (hash before a transaction: hashing is slow). */
export type PasswordInput = string | { hash: string };

export interface NewUser {
  companyId: string;
  email: string;
  name: string;
  password: PasswordInput;
  role?: string;
  isPlatformAdmin?: boolean;
  phone?: string;
}

export interface CompanyRecord {
  _id: string;
  name: string;
  kind: 'shipper' | 'forwarder' | 'platform';
  createdAt: string;
}

/** A plan feature: a name, whether it is on, and any attributes (limits, options). */
export interface PlanFeature {
  name: string;
  isActive: boolean;
  [attribute: string]: unknown;
}

export interface NewPlan {
  name: string;
  features: PlanFeature[];
}

export interface SubscriptionRecord {
  _id: string;
  status: 'active' | 'inactive';
  createdAt: string;
  planName: string;
  features: PlanFeature[];
}

/** The identity kernel (companies, users, sessions, plans, subscriptions) the core owns and plugins use. */
export interface Identity {
  createCompany(db: Db, company: NewCompany): Promise<{ _id: string }>;
  /** Hashes the password (scrypt) unless given hashed; throws 409 (field `data.email`) when the email is taken. */
  createUser(db: Db, user: NewUser): Promise<{ _id: string }>;
  /** The scrypt hash of a password, for `createUser` / `setPassword` inside a transaction. */
  hashPassword(password: string): Promise<string>;
  /** The user for an email and password, or undefined. Constant-time on misses. */
  verifyPassword(db: Db, email: string, password: string): Promise<AuthUser | undefined>;
  /** Issues a new random session token (stored hashed). */
  issueToken(db: Db, userId: string): Promise<string>;
  /** The user of a live token, or undefined. */
  authenticate(db: Db, token: string): Promise<AuthUser | undefined>;
  revokeToken(db: Db, token: string): Promise<void>;
  /** Revokes every live session of a user, except the one of `exceptToken` when given. */
  revokeSessions(db: Db, userId: string, exceptToken?: string): Promise<void>;
  setPassword(db: Db, userId: string, password: PasswordInput): Promise<void>;
  findUserByEmail(db: Db, email: string): Promise<AuthUser | undefined>;
  findUserById(db: Db, userId: string): Promise<AuthUser | undefined>;
  findCompany(db: Db, companyId: string): Promise<CompanyRecord | undefined>;
  /** Creates a plan, or replaces the features of the plan of that name. */
  savePlan(db: Db, plan: NewPlan): Promise<{ _id: string }>;
  /** Subscribes a company to a plan (or updates the status of that subscription). */
  subscribe(db: Db, companyId: string, planId: string, status?: 'active' | 'inactive'): Promise<{ _id: string }>;
  /** The company's current subscription (an active one first, then the newest), or undefined. */
  subscriptionOf(db: Db, companyId: string): Promise<SubscriptionRecord | undefined>;
}
