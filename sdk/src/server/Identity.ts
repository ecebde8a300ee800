import type { AuthUser } from './AuthUser';
import type { Db } from './Db';

export interface NewCompany {
  name: string;
  kind: 'shipper' | 'forwarder' | 'platform';
}

export interface NewUser {
  companyId: string;
  email: string;
  name: string;
  password: string;
  role?: string;
  isPlatformAdmin?: boolean;
}

/** The identity kernel (companies, users, sessions) the core owns and plugins use. */
export interface Identity {
  createCompany(db: Db, company: NewCompany): Promise<{ _id: string }>;
  /** Hashes the password (scrypt); throws 409 when the email is taken. */
  createUser(db: Db, user: NewUser): Promise<{ _id: string }>;
  /** The user for an email and password, or undefined. Constant-time on misses. */
  verifyPassword(db: Db, email: string, password: string): Promise<AuthUser | undefined>;
  /** Issues a new random session token (stored hashed). */
  issueToken(db: Db, userId: string): Promise<string>;
  /** The user of a live token, or undefined. */
  authenticate(db: Db, token: string): Promise<AuthUser | undefined>;
  revokeToken(db: Db, token: string): Promise<void>;
  setPassword(db: Db, userId: string, password: string): Promise<void>;
  findUserByEmail(db: Db, email: string): Promise<AuthUser | undefined>;
}
