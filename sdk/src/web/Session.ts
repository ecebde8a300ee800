import { token } from './Token';

/** SPEC §6: a feature's access levels, e.g. `{ levels: ['Read', 'Create'] }`; `Never` and `Always` are special. */
export interface FeatureAccess {
  levels: string[];
}

export interface SessionUser {
  _id: string;
  email: string;
  name: string;
  /** The id of the user's company. */
  userCompany?: string;
  role?: string;
  /** Operates the platform itself (all companies). */
  isPlatformAdmin?: boolean;
  effectiveAccesses: Record<string, FeatureAccess>;
  /** Plugins an enterprise admin switched off for the user's company: hidden from nav and routes. */
  disabledPlugins?: string[];
}

export interface Company {
  _id: string;
  name: string;
  kind: 'shipper' | 'forwarder' | 'platform';
  [field: string]: unknown;
}

/** SPEC §3: the enterprise plan, exposed as isActive, subscriptionDate and features by name. */
export interface EnterprisePlan {
  isActive: boolean;
  subscriptionDate?: string;
  planName?: string;
  features: Record<string, { isActive: boolean; [attribute: string]: unknown }>;
}

export interface Loadable<T> {
  data?: T;
  error?: string;
}

export interface SavedUser {
  email: string;
  authToken: string;
}

export interface SignUpPayload {
  name: string;
  email: string;
  password: string;
  companyName: string;
  companyKind: 'shipper' | 'forwarder';
  phone?: string;
}

/** SPEC §3 auth state and §4 flows. Observable (MobX): read it inside `observer` components. */
export interface Session {
  readonly isAuthenticating: boolean;
  readonly isLoggedIn: boolean;
  readonly authToken?: string;
  readonly user?: SessionUser;
  /** Why the profile could not be loaded (SPEC §8: the server's message, else "Unexpected error"). */
  readonly userError?: string;
  readonly userCompany: Loadable<Company>;
  readonly enterprisePlan: Loadable<EnterprisePlan>;
  readonly users: SavedUser[];
  readonly login: { isLoggingIn: boolean; failed: boolean; error?: string };
  readonly signUp: { isSigningUp: boolean; success: boolean; failed: boolean; error?: string };
  readonly resetPasswordToken: { _id?: string; token?: string; isFetching: boolean; error?: string };
  readonly setPassword: { isSaving: boolean; success: boolean; error?: string };

  logIn(email: string, password: string): Promise<boolean>;
  logOut(): Promise<void>;
  /** Makes a saved account the active one in this tab. */
  switchTo(email: string): void;
  register(payload: SignUpPayload): Promise<boolean>;
  /** Step 1 of the reset: asks for a code by email; resolves to the reset id. */
  forgotPassword(email: string): Promise<string | undefined>;
  /** Step 2: exchanges the reset id and the one-time code for a token. */
  getPasswordToken(_id: string, otp: string): Promise<string | undefined>;
  /** Step 3: sets the password with the token; the server's message is shown as a notification. */
  setNewPassword(token: string, password: string): Promise<boolean>;
  /** Re-reads the profile (and with it company and plan). */
  refresh(): Promise<void>;
}

export const Session = token<Session>('portolan.sdk.Session');
