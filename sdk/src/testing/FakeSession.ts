import { makeAutoObservable } from 'mobx';
import type { Company, EnterprisePlan, FeatureAccess, Loadable, SavedUser, Session, SessionUser, SignUpPayload } from '../web/Session';

/** The user a FakeSession signs in as unless told otherwise. */
export const TEST_USER: SessionUser = {
  _id: 'test-user',
  email: 'tester@portolan.test',
  name: 'Test User',
  userCompany: 'test-company',
  role: 'admin',
  isPlatformAdmin: false,
  effectiveAccesses: {},
};

/** The company of {@link TEST_USER}. */
export const TEST_COMPANY: Company = { _id: 'test-company', name: 'Test Shipper', kind: 'shipper' };

/** What a FakeSession starts with. */
export interface FakeSessionOptions {
  /** The signed-in user; `null` starts signed out. */
  user?: SessionUser | null;
  plan?: EnterprisePlan;
  company?: Company;
}

/**
 * A Session for plugin tests: already signed in (or out), no network, observable like the real one.
 * Change it while a test runs with `signIn`, `signOut`, `setAccesses` and `setPlan`; the auth flows
 * succeed at once (`logIn` signs in as a user with that email).
 */
export class FakeSession implements Session {
  isAuthenticating = false;
  authToken?: string = undefined;
  user?: SessionUser = undefined;
  userError?: string = undefined;
  userCompany: Loadable<Company> = {};
  enterprisePlan: Loadable<EnterprisePlan> = {};
  users: SavedUser[] = [];
  login: Session['login'] = { isLoggingIn: false, failed: false, error: undefined };
  signUp: Session['signUp'] = { isSigningUp: false, success: false, failed: false, error: undefined };
  resetPasswordToken: Session['resetPasswordToken'] = { isFetching: false };
  setPassword: Session['setPassword'] = { isSaving: false, success: false };

  constructor(options: FakeSessionOptions = {}) {
    makeAutoObservable(this, {}, { autoBind: true });
    if (options.user !== null) this.signIn(options.user ?? TEST_USER, options.plan, options.company);
  }

  get isLoggedIn(): boolean {
    return Boolean(this.authToken && this.user);
  }

  /** Signs in as a user, with a plan (default: active, no features) and a company. */
  signIn(user: SessionUser, plan: EnterprisePlan = { isActive: true, features: {} }, company: Company = { ...TEST_COMPANY, _id: user.userCompany ?? TEST_COMPANY._id }): void {
    this.authToken = `test-token-${user._id}`;
    this.user = user;
    this.userCompany = { data: company };
    this.enterprisePlan = { data: plan };
    this.users = [...this.users.filter((u) => u.email !== user.email), { email: user.email, authToken: this.authToken }];
  }

  signOut(): void {
    this.authToken = undefined;
    this.user = undefined;
    this.userCompany = {};
    this.enterprisePlan = {};
  }

  /** Replaces the signed-in user's effectiveAccesses. */
  setAccesses(accesses: Record<string, FeatureAccess>): void {
    if (this.user) this.user = { ...this.user, effectiveAccesses: accesses };
  }

  /** Replaces the enterprise plan. */
  setPlan(plan: EnterprisePlan): void {
    this.enterprisePlan = { data: plan };
  }

  async logIn(email: string): Promise<boolean> {
    this.signIn({ ...TEST_USER, _id: email, email });
    return true;
  }

  async logOut(): Promise<void> {
    const email = this.user?.email;
    this.users = this.users.filter((u) => u.email !== email);
    this.signOut();
  }

  switchTo(email: string): void {
    const saved = this.users.find((u) => u.email === email);
    if (saved) this.signIn({ ...(this.user ?? TEST_USER), _id: email, email });
  }

  async register(_payload: SignUpPayload): Promise<boolean> {
    this.signUp = { isSigningUp: false, success: true, failed: false, error: undefined };
    return true;
  }

  async forgotPassword(_email: string): Promise<string | undefined> {
    this.resetPasswordToken = { _id: 'test-reset', isFetching: false };
    return 'test-reset';
  }

  async getPasswordToken(_id: string, _otp: string): Promise<string | undefined> {
    this.resetPasswordToken = { _id, token: 'test-reset-token', isFetching: false };
    return 'test-reset-token';
  }

  async setNewPassword(_token: string, _password: string): Promise<boolean> {
    this.setPassword = { isSaving: false, success: true };
    return true;
  }

  async refresh(): Promise<void> {}
}
