import { makeAutoObservable, runInAction } from 'mobx';
import type {
  ApiResult,
  Company,
  EnterprisePlan,
  HttpClient,
  Loadable,
  NotificationBus,
  SavedUser,
  Session,
  SessionUser,
  SignUpPayload,
} from '@portolan/sdk';
import { PASSWORD_SAVED, SIGN_UP_TEXTS, TRY_AGAIN_LATER, UNEXPECTED_ERROR } from './authTexts';
import { PERSISTED_TOKEN_KEY, SESSION_TOKEN_KEY, USERS_KEY } from './sessionKeys';
import { toEnterprisePlan, type SubscriptionRecord } from './toEnterprisePlan';

/** The two browser storages the session lives in: localStorage (shared by tabs) and sessionStorage (per tab). */
export interface SessionStorages {
  local: Storage;
  session: Storage;
}

/** What the store listens to for other tabs' changes (a Window). */
export type StorageEventSource = Pick<Window, 'addEventListener' | 'removeEventListener'>;

type LoginState = Session['login'];
type SignUpState = Session['signUp'];
type ResetTokenState = Session['resetPasswordToken'];
type SetPasswordState = Session['setPassword'];

/**
 * The Session (SPEC §3 auth state, §4 flows, §5 login rule, §8 texts), observable with MobX.
 *
 * - A token present (this tab's session token, else the persisted one) means the profile is fetched;
 *   once it has a `userCompany`, the company and the enterprise subscription are fetched.
 *   `isAuthenticating` is true during the first profile fetch after start-up. A 401 on the profile
 *   drops the token (this tab, the persisted token and the saved account that carried it).
 * - Every call made on behalf of a token sends that token explicitly, so answers cannot mix accounts;
 *   answers for a token that is no longer active are ignored.
 * - Several accounts are saved (`users`); `switchTo` activates one in this tab.
 * - Other tabs: a change of the saved accounts is picked up, and when this tab's token is no longer
 *   among them it is dropped; a sign-in in another tab is adopted by a tab that has no token.
 *
 * Storage keys: see `sessionKeys.ts`.
 */
export class AuthStore implements Session {
  isAuthenticating = false;
  authToken?: string = undefined;
  user?: SessionUser = undefined;
  userError?: string = undefined;
  userCompany: Loadable<Company> = {};
  enterprisePlan: Loadable<EnterprisePlan> = {};
  users: SavedUser[] = [];
  login: LoginState = { isLoggingIn: false, failed: false, error: undefined };
  signUp: SignUpState = { isSigningUp: false, success: false, failed: false, error: undefined };
  resetPasswordToken: ResetTokenState = { _id: undefined, token: undefined, isFetching: false, error: undefined };
  setPassword: SetPasswordState = { isSaving: false, success: false, error: undefined };

  /** Bumped by every profile load and token change; an answer for an older number is ignored. */
  private generation = 0;
  private readonly storages: SessionStorages | undefined;

  constructor(
    private readonly http: HttpClient,
    private readonly notifications: NotificationBus,
    storage?: SessionStorages,
    private readonly win: StorageEventSource | undefined = typeof window === 'undefined' ? undefined : window,
  ) {
    this.storages = storage ?? browserStorages();
    this.users = readUsers(this.storages?.local);
    makeAutoObservable<AuthStore, 'http' | 'notifications' | 'storages' | 'win' | 'generation'>(
      this,
      { http: false, notifications: false, storages: false, win: false, generation: false },
      { autoBind: true },
    );
    this.win?.addEventListener('storage', this.onStorage);

    const token = read(this.storages?.session, SESSION_TOKEN_KEY) ?? read(this.storages?.local, PERSISTED_TOKEN_KEY);
    if (token) {
      this.isAuthenticating = true;
      void this.activate(token);
    }
  }

  get isLoggedIn(): boolean {
    return Boolean(this.authToken && this.user);
  }

  /** POST /api/auth/v2/login/. Succeeds only when the answer has success, data and data.authToken (SPEC §5). */
  async logIn(email: string, password: string): Promise<boolean> {
    this.login = { isLoggingIn: true, failed: false, error: undefined };
    const result = await this.http.post<{ authToken?: unknown; user?: { email?: unknown } }>('/api/auth/v2/login/', { data: { email, password } });
    const body = asRecord(result.body);
    const data = asRecord(body?.data);
    const authToken = typeof data?.authToken === 'string' && data.authToken !== '' ? data.authToken : undefined;
    if (!body?.success || !authToken || hasServerError(result)) {
      runInAction(() => {
        this.login = { isLoggingIn: false, failed: true, error: hasServerError(result) ? result.errorMessage : TRY_AGAIN_LATER };
      });
      return false;
    }
    const answeredEmail = asRecord(data?.user)?.email;
    const savedEmail = typeof answeredEmail === 'string' && answeredEmail !== '' ? answeredEmail : email.trim();
    runInAction(() => {
      this.saveUsers([...this.users.filter((u) => !sameEmail(u.email, savedEmail)), { email: savedEmail, authToken }]);
      write(this.storages?.local, PERSISTED_TOKEN_KEY, authToken);
    });
    await this.activate(authToken);
    runInAction(() => {
      this.login = { isLoggingIn: false, failed: false, error: undefined };
    });
    return true;
  }

  /** POST /api/auth/v2/logout/ (revokes), then forgets the session token, the persisted token and this account. */
  async logOut(): Promise<void> {
    const token = this.authToken;
    const email = this.user?.email;
    const revoke = token ? this.http.post('/api/auth/v2/logout/', undefined, { headers: bearer(token) }) : undefined;
    remove(this.storages?.session, SESSION_TOKEN_KEY);
    remove(this.storages?.local, PERSISTED_TOKEN_KEY);
    this.saveUsers(this.users.filter((u) => u.authToken !== token && !(email && sameEmail(u.email, email))));
    this.signOutLocally();
    await revoke;
  }

  /** Makes a saved account the active one in this tab (and the one new tabs start with). */
  async switchTo(email: string): Promise<void> {
    const saved = this.users.find((u) => sameEmail(u.email, email));
    if (!saved) return;
    write(this.storages?.local, PERSISTED_TOKEN_KEY, saved.authToken);
    await this.activate(saved.authToken);
  }

  /** POST /api/users/create-profile; notifies "User Account Created" or "failed to create account". */
  async register(payload: SignUpPayload): Promise<boolean> {
    this.signUp = { isSigningUp: true, success: false, failed: false, error: undefined };
    const result = await this.http.post('/api/users/create-profile', { data: payload });
    const ok = result.ok && result.data !== undefined && result.data !== null;
    runInAction(() => {
      this.signUp = ok
        ? { isSigningUp: false, success: true, failed: false, error: undefined }
        : { isSigningUp: false, success: false, failed: true, error: hasServerError(result) ? result.errorMessage : TRY_AGAIN_LATER };
    });
    this.notifications.outcome(ok, SIGN_UP_TEXTS);
    return ok;
  }

  /** POST /api/auth/v2/forgot-password/: asks for a one-time code by email; resolves to the reset id. */
  async forgotPassword(email: string): Promise<string | undefined> {
    this.resetPasswordToken = { _id: undefined, token: undefined, isFetching: true, error: undefined };
    const result = await this.http.post<{ _id?: unknown }>('/api/auth/v2/forgot-password/', { data: { email } });
    const id = result.ok && typeof result.data?._id === 'string' ? result.data._id : undefined;
    runInAction(() => {
      this.resetPasswordToken = id
        ? { _id: id, token: undefined, isFetching: false, error: undefined }
        : { _id: undefined, token: undefined, isFetching: false, error: loadFailure(result) };
    });
    return id;
  }

  /** POST /api/auth/v2/get-password-token/: exchanges the reset id and the one-time code for a token. */
  async getPasswordToken(_id: string, otp: string): Promise<string | undefined> {
    this.resetPasswordToken = { ...this.resetPasswordToken, _id, token: undefined, isFetching: true, error: undefined };
    const result = await this.http.post<{ record?: { token?: unknown } }>('/api/auth/v2/get-password-token/', { data: { _id, otp } });
    const token = result.ok && typeof result.data?.record?.token === 'string' ? result.data.record.token : undefined;
    runInAction(() => {
      this.resetPasswordToken = { _id, token, isFetching: false, error: token ? undefined : loadFailure(result) };
    });
    return token;
  }

  /** POST /api/auth/v2/set-password/: saves the password; the server's message is shown as a notification. */
  async setNewPassword(token: string, password: string): Promise<boolean> {
    this.setPassword = { isSaving: true, success: false, error: undefined };
    const result = await this.http.post<{ message?: unknown }>('/api/auth/v2/set-password/', { data: { token, password } });
    const ok = result.ok && result.data !== undefined && result.data !== null;
    runInAction(() => {
      this.setPassword = ok ? { isSaving: false, success: true, error: undefined } : { isSaving: false, success: false, error: loadFailure(result) };
    });
    if (ok) {
      const message = result.data?.message;
      this.notifications.success(typeof message === 'string' && message !== '' ? message : PASSWORD_SAVED);
    }
    return ok;
  }

  /** Re-reads the profile, then the company and the plan. */
  async refresh(): Promise<void> {
    await this.loadProfile();
  }

  /** Stops listening to other tabs. */
  dispose(): void {
    this.win?.removeEventListener('storage', this.onStorage);
  }

  /** Makes a token this tab's own and loads its account. */
  private async activate(token: string): Promise<void> {
    write(this.storages?.session, SESSION_TOKEN_KEY, token);
    if (token !== this.authToken) {
      this.clearAccount();
      this.authToken = token;
    }
    await this.loadProfile();
  }

  /** GET /api/auth/v2/user/, then (with a userCompany) the company and the subscription. */
  private async loadProfile(): Promise<void> {
    const token = this.authToken;
    if (!token) return;
    const generation = ++this.generation;
    const result = await this.http.get<{ record?: SessionUser }>('/api/auth/v2/user/', { headers: bearer(token) });
    if (generation !== this.generation) return;

    const record = result.ok ? result.data?.record : undefined;
    runInAction(() => {
      this.isAuthenticating = false;
      if (result.status === 401) {
        this.dropToken(token);
      } else if (record && typeof record === 'object') {
        this.user = { ...record, effectiveAccesses: record.effectiveAccesses ?? {} };
        this.userError = undefined;
      } else {
        this.user = undefined;
        this.userError = loadFailure(result);
      }
    });

    const companyId = this.user?.userCompany;
    if (generation !== this.generation || !companyId) return;
    await Promise.all([this.loadCompany(token, companyId, generation), this.loadPlan(token, generation)]);
  }

  /** GET /api/shippers/{userCompany}. */
  private async loadCompany(token: string, companyId: string, generation: number): Promise<void> {
    const result = await this.http.get<{ record?: Company }>(`/api/shippers/${encodeURIComponent(companyId)}`, { headers: bearer(token) });
    if (generation !== this.generation) return;
    const record = result.ok ? result.data?.record : undefined;
    runInAction(() => {
      this.userCompany = record ? { data: record } : { error: loadFailure(result) };
    });
  }

  /** GET /api/enterprises/v2/subscription. An answer without a record is the default inactive plan. */
  private async loadPlan(token: string, generation: number): Promise<void> {
    const result = await this.http.get<{ record?: SubscriptionRecord | null }>('/api/enterprises/v2/subscription', { headers: bearer(token) });
    if (generation !== this.generation) return;
    const answered = result.ok && result.data !== undefined && result.data !== null;
    runInAction(() => {
      this.enterprisePlan = answered ? { data: toEnterprisePlan(result.data?.record) } : { error: loadFailure(result) };
    });
  }

  /** A token the server refused (401): forgotten in this tab, as the persisted token and as a saved account. */
  private dropToken(token: string): void {
    if (read(this.storages?.session, SESSION_TOKEN_KEY) === token) remove(this.storages?.session, SESSION_TOKEN_KEY);
    if (read(this.storages?.local, PERSISTED_TOKEN_KEY) === token) remove(this.storages?.local, PERSISTED_TOKEN_KEY);
    if (this.users.some((u) => u.authToken === token)) this.saveUsers(this.users.filter((u) => u.authToken !== token));
    if (this.authToken === token) this.signOutLocally();
  }

  /** Another tab changed the saved accounts or the persisted token. */
  private onStorage(event: StorageEvent): void {
    if (!this.storages) return;
    if (event.storageArea && event.storageArea === this.storages.session) return;
    if (event.key !== null && event.key !== USERS_KEY && event.key !== PERSISTED_TOKEN_KEY) return;

    if (event.key === null || event.key === USERS_KEY) {
      this.users = readUsers(this.storages.local);
      if (this.authToken && !this.users.some((u) => u.authToken === this.authToken)) {
        remove(this.storages.session, SESSION_TOKEN_KEY);
        this.signOutLocally();
      }
    }
    if (event.key === null || event.key === PERSISTED_TOKEN_KEY) {
      const persisted = read(this.storages.local, PERSISTED_TOKEN_KEY);
      if (!this.authToken && persisted && this.users.some((u) => u.authToken === persisted)) void this.activate(persisted);
    }
  }

  private signOutLocally(): void {
    this.generation++;
    this.authToken = undefined;
    this.isAuthenticating = false;
    this.clearAccount();
  }

  private clearAccount(): void {
    this.user = undefined;
    this.userError = undefined;
    this.userCompany = {};
    this.enterprisePlan = {};
  }

  private saveUsers(users: SavedUser[]): void {
    this.users = users;
    write(this.storages?.local, USERS_KEY, JSON.stringify(users));
  }
}

function browserStorages(): SessionStorages | undefined {
  try {
    if (typeof window === 'undefined') return undefined;
    return { local: window.localStorage, session: window.sessionStorage };
  } catch {
    return undefined; // storage disabled: the session lives in memory only
  }
}

function readUsers(storage: Storage | undefined): SavedUser[] {
  try {
    const saved: unknown = JSON.parse(read(storage, USERS_KEY) ?? '[]');
    if (!Array.isArray(saved)) return [];
    return saved.filter(
      (u): u is SavedUser => typeof u === 'object' && u !== null && typeof u.email === 'string' && typeof u.authToken === 'string' && u.authToken !== '',
    ).map((u) => ({ email: u.email, authToken: u.authToken }));
  } catch {
    return [];
  }
}

function read(storage: Storage | undefined, key: string): string | undefined {
  try {
    return storage?.getItem(key) || undefined;
  } catch {
    return undefined;
  }
}

function write(storage: Storage | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Storage full or forbidden: the value holds for this page only.
  }
}

function remove(storage: Storage | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Storage forbidden: nothing was kept there.
  }
}

function bearer(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}` };
}

function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
}

/** The answer carried an `error` of the server's (SPEC §8: its message or text is displayed). */
function hasServerError(result: ApiResult<unknown>): boolean {
  const error = asRecord(result.body)?.error;
  return error !== undefined && error !== null && error !== false && Boolean(result.errorMessage);
}

/** SPEC §8: the server's message when it sent one, else "Unexpected error". */
function loadFailure(result: ApiResult<unknown>): string {
  return hasServerError(result) && result.errorMessage ? result.errorMessage : UNEXPECTED_ERROR;
}
