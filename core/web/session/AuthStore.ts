import { makeAutoObservable, runInAction } from 'mobx';
import type { Company, EnterprisePlan, HttpClient, Loadable, NotificationBus, SavedUser, Session, SessionUser, SignUpPayload } from '@portolan/sdk';
import { TRY_AGAIN_LATER } from './authTexts';
import { asRecord, bearer, hasServerError, loadFailure } from './apiAnswer';
import { listenToOtherTabs, type StorageEventSource } from './listenToOtherTabs';
import { PasswordFlows } from './PasswordFlows';
import { SavedAccounts } from './SavedAccounts';
import { KnownDevices } from './KnownDevices';
import { SESSION_TOKEN_KEY } from './sessionKeys';
import { browserStorages, readKey, removeKey, writeKey, type SessionStorages } from './storageAccess';
import { toEnterprisePlan, type SubscriptionRecord } from './toEnterprisePlan';

export type { SessionStorages } from './storageAccess';
export type { StorageEventSource } from './listenToOtherTabs';

type LoginState = Session['login'];

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
 * Its parts: the saved accounts (`SavedAccounts`), cross-tab sync (`listenToOtherTabs`), the flows
 * that need no session (`PasswordFlows`: sign-up, forgotten password). Storage keys: `sessionKeys.ts`.
 */
export class AuthStore implements Session {
  isAuthenticating = false;
  authToken?: string = undefined;
  user?: SessionUser = undefined;
  userError?: string = undefined;
  userCompany: Loadable<Company> = {};
  enterprisePlan: Loadable<EnterprisePlan> = {};
  login: LoginState = { isLoggingIn: false, failed: false, error: undefined };

  /** Bumped by every profile load and token change; an answer for an older number is ignored. */
  private generation = 0;
  private readonly storages: SessionStorages | undefined;
  private readonly accounts: SavedAccounts;
  private readonly devices: KnownDevices;
  private readonly flows: PasswordFlows;
  private readonly stopListening: () => void;

  constructor(
    private readonly http: HttpClient,
    notifications: NotificationBus,
    storage?: SessionStorages,
    win: StorageEventSource | undefined = typeof window === 'undefined' ? undefined : window,
  ) {
    this.storages = storage ?? browserStorages();
    this.accounts = new SavedAccounts(this.storages?.local);
    this.devices = new KnownDevices(this.storages?.local);
    this.flows = new PasswordFlows(http, notifications);
    makeAutoObservable<AuthStore, 'http' | 'storages' | 'accounts' | 'devices' | 'flows' | 'stopListening' | 'generation'>(
      this,
      { http: false, storages: false, accounts: false, devices: false, flows: false, stopListening: false, generation: false },
      { autoBind: true },
    );
    this.stopListening = listenToOtherTabs(win, this.storages, { usersChanged: this.onUsersChanged, persistedTokenChanged: this.onPersistedTokenChanged });

    const token = readKey(this.storages?.session, SESSION_TOKEN_KEY) ?? this.accounts.persistedToken;
    if (token) {
      this.isAuthenticating = true;
      void this.activate(token);
    }
  }

  get isLoggedIn(): boolean {
    return Boolean(this.authToken && this.user);
  }

  /** The accounts saved in this browser. */
  get users(): SavedUser[] {
    return this.accounts.users;
  }

  get signUp(): Session['signUp'] {
    return this.flows.signUp;
  }

  get resetPasswordToken(): Session['resetPasswordToken'] {
    return this.flows.resetPasswordToken;
  }

  get setPassword(): Session['setPassword'] {
    return this.flows.setPassword;
  }

  /** POST /api/auth/v2/login/. Succeeds only when the answer has success, data and data.authToken (SPEC §5). */
  async logIn(email: string, password: string): Promise<boolean> {
    this.login = { isLoggingIn: true, failed: false, error: undefined };
    // A device token this browser got from an earlier sign-in to the account lets it through a slowdown.
    const deviceToken = this.devices.tokenFor(email);
    const result = await this.http.post<{ authToken?: unknown; user?: { email?: unknown } }>('/api/auth/v2/login/', { data: deviceToken ? { email, password, deviceToken } : { email, password } });
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
    this.accounts.remember(savedEmail, authToken);
    this.devices.remember(email, data?.deviceToken);
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
    removeKey(this.storages?.session, SESSION_TOKEN_KEY);
    this.accounts.forget(token, email, true);
    this.signOutLocally();
    await revoke;
  }

  /** Makes a saved account the active one in this tab (and the one new tabs start with). */
  async switchTo(email: string): Promise<void> {
    const saved = this.accounts.find(email);
    if (!saved) return;
    this.accounts.persist(saved.authToken);
    await this.activate(saved.authToken);
  }

  register(payload: SignUpPayload): Promise<boolean> {
    return this.flows.register(payload);
  }

  forgotPassword(email: string): Promise<string | undefined> {
    return this.flows.forgotPassword(email);
  }

  getPasswordToken(_id: string, otp: string): Promise<string | undefined> {
    return this.flows.getPasswordToken(_id, otp);
  }

  setNewPassword(token: string, password: string): Promise<boolean> {
    return this.flows.setNewPassword(token, password);
  }

  /** Re-reads the profile, then the company and the plan. */
  async refresh(): Promise<void> {
    await this.loadProfile();
  }

  /** Stops listening to other tabs. */
  dispose(): void {
    this.stopListening();
  }

  /** Makes a token this tab's own and loads its account. */
  private async activate(token: string): Promise<void> {
    writeKey(this.storages?.session, SESSION_TOKEN_KEY, token);
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
    if (readKey(this.storages?.session, SESSION_TOKEN_KEY) === token) removeKey(this.storages?.session, SESSION_TOKEN_KEY);
    this.accounts.forget(token);
    if (this.authToken === token) this.signOutLocally();
  }

  /** Another tab changed the saved accounts: this tab's token, when no longer among them, is dropped. */
  private onUsersChanged(): void {
    this.accounts.reload();
    if (this.authToken && !this.accounts.has(this.authToken)) {
      removeKey(this.storages?.session, SESSION_TOKEN_KEY);
      this.signOutLocally();
    }
  }

  /** Another tab signed in or switched: a tab without a token adopts a saved one. */
  private onPersistedTokenChanged(): void {
    const persisted = this.accounts.persistedToken;
    if (!this.authToken && persisted && this.accounts.has(persisted)) void this.activate(persisted);
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
}

