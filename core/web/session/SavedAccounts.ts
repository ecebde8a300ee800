import { makeAutoObservable } from 'mobx';
import type { SavedUser } from '@portolan/sdk';
import { PERSISTED_TOKEN_KEY, USERS_KEY } from './sessionKeys';
import { readKey, removeKey, writeKey } from './storageAccess';

/** Emails compare trimmed and case-insensitively. */
export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * The accounts saved in this browser (`portolan.users`, one per email) and the persisted token new
 * tabs start with (`portolan.persistedToken`), both in localStorage, shared by the tabs.
 */
export class SavedAccounts {
  users: SavedUser[] = [];

  constructor(private readonly local: Storage | undefined) {
    this.users = readUsers(local);
    makeAutoObservable<SavedAccounts, 'local'>(this, { local: false }, { autoBind: true });
  }

  /** The token of the last sign-in or account switch, if any. */
  get persistedToken(): string | undefined {
    return readKey(this.local, PERSISTED_TOKEN_KEY);
  }

  find(email: string): SavedUser | undefined {
    return this.users.find((u) => sameEmail(u.email, email));
  }

  has(token: string): boolean {
    return this.users.some((u) => u.authToken === token);
  }

  /** Saves a sign-in (replacing the same email's older token) and makes it the persisted token. */
  remember(email: string, authToken: string): void {
    this.save([...this.users.filter((u) => !sameEmail(u.email, email)), { email, authToken }]);
    this.persist(authToken);
  }

  /** Makes a token the one new tabs start with. */
  persist(authToken: string): void {
    writeKey(this.local, PERSISTED_TOKEN_KEY, authToken);
  }

  /** Forgets an account (by token, and by email when given) and the persisted token when it is this one, or always with `dropPersisted`. */
  forget(token: string | undefined, email?: string, dropPersisted = false): void {
    if (dropPersisted || (token && this.persistedToken === token)) removeKey(this.local, PERSISTED_TOKEN_KEY);
    if (this.users.some((u) => u.authToken === token || (email && sameEmail(u.email, email)))) {
      this.save(this.users.filter((u) => u.authToken !== token && !(email && sameEmail(u.email, email))));
    }
  }

  /** Reads the list again (another tab changed it). */
  reload(): void {
    this.users = readUsers(this.local);
  }

  private save(users: SavedUser[]): void {
    this.users = users;
    writeKey(this.local, USERS_KEY, JSON.stringify(users));
  }
}

function readUsers(storage: Storage | undefined): SavedUser[] {
  try {
    const saved: unknown = JSON.parse(readKey(storage, USERS_KEY) ?? '[]');
    if (!Array.isArray(saved)) return [];
    return saved
      .filter((u): u is SavedUser => typeof u === 'object' && u !== null && typeof u.email === 'string' && typeof u.authToken === 'string' && u.authToken !== '')
      .map((u) => ({ email: u.email, authToken: u.authToken }));
  } catch {
    return [];
  }
}
