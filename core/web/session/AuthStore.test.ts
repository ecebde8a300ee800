import { describe, expect, it } from 'vitest';
import { FakeHttpClient } from '../../../sdk/src/testing/FakeHttpClient';
import { MemoryStorage } from '../../../sdk/src/testing/MemoryStorage';
import { NotificationStore } from '../notifications/NotificationStore';
import { AuthStore } from './AuthStore';
import { PERSISTED_TOKEN_KEY, SESSION_TOKEN_KEY, USERS_KEY } from './sessionKeys';

const SHIPPER = {
  _id: 'u1',
  email: 'shipper@portolan.test',
  name: 'Asha Rao',
  userCompany: 'c1',
  role: 'admin',
  isPlatformAdmin: false,
  effectiveAccesses: { shipments: { levels: ['Read', 'Create'] } },
};
const FORWARDER = { ...SHIPPER, _id: 'u2', email: 'forwarder@portolan.test', name: 'Bo Lin', userCompany: 'c2' };
const PROFILES: Record<string, typeof SHIPPER> = { 'tok-shipper': SHIPPER, 'tok-forwarder': FORWARDER };
const COMPANY = { _id: 'c1', name: 'Acme Exports', kind: 'shipper', createdAt: '2024-05-01T00:00:00.000Z' };
const SUBSCRIPTION = {
  _id: 's1',
  status: 'active',
  createdAt: '2025-01-15T00:00:00.000Z',
  planName: 'Enterprise',
  features: [
    { name: 'emission', isActive: true, quota: 50 },
    { name: 'dnd', isActive: false },
  ],
};

const tokenOf = (headers?: Record<string, string>) => headers?.Authorization?.replace(/^Bearer /, '');

/** A fake Portolan API for the auth calls: passwords are "pw", tokens are `tok-<name>`. */
function authServer(http = new FakeHttpClient()) {
  return http
    .on('POST', '/api/auth/v2/login/', (req) => {
      const { email, password } = (req.body as { data: { email: string; password: string } }).data;
      const profile = Object.values(PROFILES).find((p) => p.email === email);
      if (!profile || password !== 'pw') return FakeHttpClient.reply(401, { success: false, error: { message: 'Invalid email or password', code: 'UNAUTHENTICATED' } });
      return { success: true, data: { authToken: `tok-${email.split('@')[0]}`, user: { email } } };
    })
    .on('POST', '/api/auth/v2/logout/', { success: true, data: {} })
    .on('GET', '/api/auth/v2/user/', (req) => {
      const profile = PROFILES[tokenOf(req.headers) ?? ''];
      return profile ? { success: true, data: { record: profile } } : FakeHttpClient.reply(401, { success: false, error: { message: 'Sign in again', code: 'UNAUTHENTICATED' } });
    })
    .on('GET', /^\/api\/shippers\/c\d$/, (req) => ({ success: true, data: { record: { ...COMPANY, _id: req.path.split('/').pop() } } }))
    .on('GET', '/api/enterprises/v2/subscription', { success: true, data: { record: SUBSCRIPTION } });
}

/** One browser tab: its own sessionStorage and window, sharing localStorage with other tabs. */
function openTab(http: FakeHttpClient, local = new MemoryStorage()) {
  const session = new MemoryStorage();
  const win = new EventTarget() as unknown as Window;
  const bus = new NotificationStore();
  const store = new AuthStore(http, bus, { local, session }, win);
  return { store, local, session, win, bus };
}

/** Lets every pending fake answer arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function storageEvent(win: Window, local: Storage, key: string | null) {
  win.dispatchEvent(new StorageEvent('storage', { key, newValue: key ? local.getItem(key) : null, storageArea: local }));
}

describe('AuthStore login (SPEC §4, §5, §8)', () => {
  it('signs in: stores the token per tab and persisted, saves the account, loads the user', async () => {
    const http = authServer();
    const { store, local, session } = openTab(http);
    expect(await store.logIn('shipper@portolan.test', 'pw')).toBe(true);
    expect(http.calls[0]).toMatchObject({ method: 'POST', path: '/api/auth/v2/login/', body: { data: { email: 'shipper@portolan.test', password: 'pw' } } });
    expect(store.authToken).toBe('tok-shipper');
    expect(session.getItem(SESSION_TOKEN_KEY)).toBe('tok-shipper');
    expect(local.getItem(PERSISTED_TOKEN_KEY)).toBe('tok-shipper');
    expect(JSON.parse(local.getItem(USERS_KEY)!)).toEqual([{ email: 'shipper@portolan.test', authToken: 'tok-shipper' }]);
    expect(store.users).toEqual([{ email: 'shipper@portolan.test', authToken: 'tok-shipper' }]);
    expect(store.login).toEqual({ isLoggingIn: false, failed: false, error: undefined });
    expect(store.isLoggedIn).toBe(true);
    expect(store.user).toMatchObject({ _id: 'u1', name: 'Asha Rao', isPlatformAdmin: false, effectiveAccesses: { shipments: { levels: ['Read', 'Create'] } } });
  });

  it('keeps the device token a sign-in answers and sends it with the next sign-in to that account only', async () => {
    const http = authServer();
    http.on('POST', '/api/auth/v2/login/', (req) => {
      const { email } = (req.body as { data: { email: string } }).data;
      return { success: true, data: { authToken: `tok-${email.split('@')[0]}`, user: { email }, deviceToken: `dev-${email.split('@')[0]}` } };
    });
    const { store, local } = openTab(http);
    expect(await store.logIn('shipper@portolan.test', 'pw')).toBe(true);
    expect((http.calls[0].body as { data: Record<string, unknown> }).data).not.toHaveProperty('deviceToken');
    await store.logOut();
    // A new tab of the same browser (same localStorage) signs in again: this time as a known device.
    const again = openTab(http, local).store;
    http.resetCalls();
    expect(await again.logIn('Shipper@portolan.test ', 'pw')).toBe(true);
    expect(http.callsTo('POST', '/api/auth/v2/login/')[0].body).toMatchObject({ data: { deviceToken: 'dev-shipper' } });
    http.resetCalls();
    expect(await again.logIn('forwarder@portolan.test', 'pw')).toBe(true);
    expect((http.callsTo('POST', '/api/auth/v2/login/')[0].body as { data: Record<string, unknown> }).data).not.toHaveProperty('deviceToken');
  });

  it('is logging in while the request is in flight', async () => {
    const { store } = openTab(authServer());
    const pending = store.logIn('shipper@portolan.test', 'pw');
    expect(store.login.isLoggingIn).toBe(true);
    await pending;
    expect(store.login.isLoggingIn).toBe(false);
  });

  it("fails with the server's message", async () => {
    const { store, local, session } = openTab(authServer());
    expect(await store.logIn('shipper@portolan.test', 'wrong')).toBe(false);
    expect(store.login).toEqual({ isLoggingIn: false, failed: true, error: 'Invalid email or password' });
    expect(store.authToken).toBeUndefined();
    expect(session.getItem(SESSION_TOKEN_KEY)).toBeNull();
    expect(local.getItem(USERS_KEY)).toBeNull();
  });

  it('fails with "Unexpected Error: Try again later" when the answer has no authToken', async () => {
    const http = new FakeHttpClient().on('POST', '/api/auth/v2/login/', { success: true, data: { user: { email: 'a@b.c' } } });
    const { store } = openTab(http);
    expect(await store.logIn('a@b.c', 'pw')).toBe(false);
    expect(store.login).toEqual({ isLoggingIn: false, failed: true, error: 'Unexpected Error: Try again later' });
    expect(store.authToken).toBeUndefined();
  });

  it('fails with "Unexpected Error: Try again later" without success or data, and on a network failure', async () => {
    const http = new FakeHttpClient().on('POST', '/api/auth/v2/login/', { data: { authToken: 'x' } });
    const { store } = openTab(http);
    await store.logIn('a@b.c', 'pw');
    expect(store.login.error).toBe('Unexpected Error: Try again later');

    http.on('POST', '/api/auth/v2/login/', { success: true });
    await store.logIn('a@b.c', 'pw');
    expect(store.login.error).toBe('Unexpected Error: Try again later');

    http.on('POST', '/api/auth/v2/login/', () => Promise.reject(new TypeError('Failed to fetch')));
    await store.logIn('a@b.c', 'pw');
    expect(store.login.error).toBe('Unexpected Error: Try again later');
    expect(store.authToken).toBeUndefined();
  });

  it('keeps one saved entry per email, replacing the old token', async () => {
    const http = authServer();
    const { store, local } = openTab(http);
    await store.logIn('shipper@portolan.test', 'pw');
    await store.logIn('forwarder@portolan.test', 'pw');
    http
      .on('POST', '/api/auth/v2/login/', { success: true, data: { authToken: 'tok-shipper-2' } })
      .on('GET', '/api/auth/v2/user/', { success: true, data: { record: SHIPPER } });
    await store.logIn('Shipper@Portolan.test', 'pw');
    expect(JSON.parse(local.getItem(USERS_KEY)!)).toEqual([
      { email: 'forwarder@portolan.test', authToken: 'tok-forwarder' },
      { email: 'Shipper@Portolan.test', authToken: 'tok-shipper-2' },
    ]);
  });
});

describe('AuthStore after sign-in (SPEC §4, §8)', () => {
  it('fetches the profile at start-up when a token is present, authenticating meanwhile', async () => {
    const http = authServer();
    const local = new MemoryStorage();
    local.setItem(PERSISTED_TOKEN_KEY, 'tok-shipper');
    const { store, session } = openTab(http, local);
    expect(store.isAuthenticating).toBe(true);
    expect(store.isLoggedIn).toBe(false);
    await settle();
    expect(store.isAuthenticating).toBe(false);
    expect(store.isLoggedIn).toBe(true);
    expect(http.callsTo('GET', '/api/auth/v2/user/')[0].headers).toEqual({ Authorization: 'Bearer tok-shipper' });
    expect(session.getItem(SESSION_TOKEN_KEY)).toBe('tok-shipper');
  });

  it("prefers this tab's session token over the persisted one", async () => {
    const http = authServer();
    const local = new MemoryStorage();
    local.setItem(PERSISTED_TOKEN_KEY, 'tok-shipper');
    const session = new MemoryStorage();
    session.setItem(SESSION_TOKEN_KEY, 'tok-forwarder');
    const store = new AuthStore(http, new NotificationStore(), { local, session }, new EventTarget() as unknown as Window);
    await settle();
    expect(store.user?.email).toBe('forwarder@portolan.test');
  });

  it('makes no call and is not authenticating without a token', async () => {
    const http = authServer();
    const { store } = openTab(http);
    expect(store.isAuthenticating).toBe(false);
    await settle();
    expect(http.calls).toEqual([]);
    expect(store.isLoggedIn).toBe(false);
  });

  it('fetches the company and the subscription once the user has a userCompany', async () => {
    const http = authServer();
    const { store } = openTab(http);
    await store.logIn('shipper@portolan.test', 'pw');
    expect(http.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/auth/v2/login/',
      'GET /api/auth/v2/user/',
      'GET /api/shippers/c1',
      'GET /api/enterprises/v2/subscription',
    ]);
    expect(http.calls.slice(1).every((c) => c.headers?.Authorization === 'Bearer tok-shipper')).toBe(true);
    expect(store.userCompany).toEqual({ data: COMPANY });
    expect(store.enterprisePlan).toEqual({
      data: {
        isActive: true,
        subscriptionDate: '2025-01-15T00:00:00.000Z',
        planName: 'Enterprise',
        features: { emission: { isActive: true, quota: 50 }, dnd: { isActive: false } },
      },
    });
  });

  it('fetches neither without a userCompany', async () => {
    const http = authServer().on('GET', '/api/auth/v2/user/', { success: true, data: { record: { ...SHIPPER, userCompany: undefined } } });
    const { store } = openTab(http);
    await store.logIn('shipper@portolan.test', 'pw');
    expect(http.callsTo('GET', /^\/api\/(shippers|enterprises)/)).toEqual([]);
    expect(store.isLoggedIn).toBe(true);
  });

  it('exposes an inactive subscription (the default status) as not active', async () => {
    const http = authServer().on('GET', '/api/enterprises/v2/subscription', { success: true, data: { record: { _id: 's', createdAt: '2025-01-01', features: [] } } });
    const { store } = openTab(http);
    await store.logIn('shipper@portolan.test', 'pw');
    expect(store.enterprisePlan.data).toMatchObject({ isActive: false, features: {} });
  });

  it('says "Unexpected error" when the user, company or subscription answer lacks success and data', async () => {
    const http = authServer()
      .on('GET', '/api/shippers/c1', { data: null })
      .on('GET', '/api/enterprises/v2/subscription', FakeHttpClient.reply(500, 'oops'));
    const { store } = openTab(http);
    await store.logIn('shipper@portolan.test', 'pw');
    expect(store.userCompany).toEqual({ error: 'Unexpected error' });
    expect(store.enterprisePlan).toEqual({ error: 'Unexpected error' });

    http.on('GET', '/api/auth/v2/user/', { success: false });
    await store.refresh();
    expect(store.userError).toBe('Unexpected error');
    expect(store.user).toBeUndefined();
    expect(store.isLoggedIn).toBe(false);
  });

  it("shows the server's message when a company or subscription answer carries an error", async () => {
    const http = authServer()
      .on('GET', '/api/shippers/c1', FakeHttpClient.reply(404, { success: false, error: { message: 'Company not found' } }))
      .on('GET', '/api/enterprises/v2/subscription', FakeHttpClient.reply(403, { success: false, error: 'Plan suspended' }));
    const { store } = openTab(http);
    await store.logIn('shipper@portolan.test', 'pw');
    expect(store.userCompany.error).toBe('Company not found');
    expect(store.enterprisePlan.error).toBe('Plan suspended');
  });

  it('drops the token on a 401 from the profile', async () => {
    const http = authServer();
    const local = new MemoryStorage();
    local.setItem(PERSISTED_TOKEN_KEY, 'tok-revoked');
    local.setItem(USERS_KEY, JSON.stringify([{ email: 'x@y.z', authToken: 'tok-revoked' }, { email: 'shipper@portolan.test', authToken: 'tok-shipper' }]));
    const { store, session } = openTab(http, local);
    await settle();
    expect(store.authToken).toBeUndefined();
    expect(store.isAuthenticating).toBe(false);
    expect(session.getItem(SESSION_TOKEN_KEY)).toBeNull();
    expect(local.getItem(PERSISTED_TOKEN_KEY)).toBeNull();
    expect(store.users).toEqual([{ email: 'shipper@portolan.test', authToken: 'tok-shipper' }]);
  });

  it("ignores a profile that arrives after the account was switched", async () => {
    let releaseShipper!: () => void;
    const http = authServer().on('GET', '/api/auth/v2/user/', (req) => {
      const profile = PROFILES[tokenOf(req.headers)!];
      const answer = { success: true, data: { record: profile } };
      return profile === SHIPPER ? new Promise((r) => (releaseShipper = () => r(answer))) : answer;
    });
    const local = new MemoryStorage();
    local.setItem(USERS_KEY, JSON.stringify([{ email: SHIPPER.email, authToken: 'tok-shipper' }, { email: FORWARDER.email, authToken: 'tok-forwarder' }]));
    local.setItem(PERSISTED_TOKEN_KEY, 'tok-shipper');
    const { store } = openTab(http, local);
    await store.switchTo(FORWARDER.email);
    releaseShipper();
    await settle();
    expect(store.user?.email).toBe(FORWARDER.email);
    expect(store.authToken).toBe('tok-forwarder');
  });
});

describe('AuthStore logout and accounts (SPEC §4)', () => {
  it('calls logout, clears the session and persisted tokens, and forgets this account only', async () => {
    const http = authServer();
    const { store, local, session } = openTab(http);
    await store.logIn('forwarder@portolan.test', 'pw');
    await store.logIn('shipper@portolan.test', 'pw');
    await store.logOut();
    const logout = http.callsTo('POST', '/api/auth/v2/logout/');
    expect(logout).toHaveLength(1);
    expect(logout[0].headers).toEqual({ Authorization: 'Bearer tok-shipper' });
    expect(session.getItem(SESSION_TOKEN_KEY)).toBeNull();
    expect(local.getItem(PERSISTED_TOKEN_KEY)).toBeNull();
    expect(store.users).toEqual([{ email: 'forwarder@portolan.test', authToken: 'tok-forwarder' }]);
    expect(JSON.parse(local.getItem(USERS_KEY)!)).toEqual(store.users);
    expect(store.isLoggedIn).toBe(false);
    expect(store.user).toBeUndefined();
    expect(store.userCompany).toEqual({});
    expect(store.enterprisePlan).toEqual({});
  });

  it('switches to a saved account', async () => {
    const http = authServer();
    const { store, session, local } = openTab(http);
    await store.logIn('shipper@portolan.test', 'pw');
    await store.logIn('forwarder@portolan.test', 'pw');
    expect(store.user?.email).toBe('forwarder@portolan.test');
    await store.switchTo('shipper@portolan.test');
    expect(store.authToken).toBe('tok-shipper');
    expect(store.user?.email).toBe('shipper@portolan.test');
    expect(session.getItem(SESSION_TOKEN_KEY)).toBe('tok-shipper');
    expect(local.getItem(PERSISTED_TOKEN_KEY)).toBe('tok-shipper');
    expect(http.calls.at(-3)?.headers?.Authorization).toBe('Bearer tok-shipper');
  });

  it('ignores a switch to an account that is not saved', async () => {
    const { store } = openTab(authServer());
    await store.logIn('shipper@portolan.test', 'pw');
    await store.switchTo('nobody@portolan.test');
    expect(store.authToken).toBe('tok-shipper');
  });
});

describe('AuthStore across tabs (SPEC §4)', () => {
  it('drops this tab\'s token when another tab removes its account from the saved list', async () => {
    const http = authServer();
    const a = openTab(http);
    await a.store.logIn('shipper@portolan.test', 'pw');
    const b = openTab(http, a.local);
    await settle();
    expect(b.store.isLoggedIn).toBe(true);

    await a.store.logOut();
    storageEvent(b.win, a.local, USERS_KEY);
    expect(b.store.authToken).toBeUndefined();
    expect(b.store.isLoggedIn).toBe(false);
    expect(b.session.getItem(SESSION_TOKEN_KEY)).toBeNull();
    expect(b.store.users).toEqual([]);
  });

  it('keeps this tab\'s account when another tab signs out of a different one, and picks up the list', async () => {
    const http = authServer();
    const a = openTab(http);
    await a.store.logIn('forwarder@portolan.test', 'pw');
    const b = openTab(http, a.local);
    await settle();
    await a.store.logIn('shipper@portolan.test', 'pw');
    storageEvent(b.win, a.local, USERS_KEY);
    expect(b.store.users.map((u) => u.email)).toEqual(['forwarder@portolan.test', 'shipper@portolan.test']);

    await a.store.logOut();
    storageEvent(b.win, a.local, USERS_KEY);
    storageEvent(b.win, a.local, PERSISTED_TOKEN_KEY);
    expect(b.store.authToken).toBe('tok-forwarder');
    expect(b.store.isLoggedIn).toBe(true);
    expect(b.store.users.map((u) => u.email)).toEqual(['forwarder@portolan.test']);
  });

  it('signs a signed-out tab in when another tab signs in', async () => {
    const http = authServer();
    const a = openTab(http);
    const b = openTab(http, a.local);
    await a.store.logIn('shipper@portolan.test', 'pw');
    storageEvent(b.win, a.local, USERS_KEY);
    storageEvent(b.win, a.local, PERSISTED_TOKEN_KEY);
    await settle();
    expect(b.store.authToken).toBe('tok-shipper');
    expect(b.store.isLoggedIn).toBe(true);
    expect(b.session.getItem(SESSION_TOKEN_KEY)).toBe('tok-shipper');
  });

  it("keeps its own account when another tab switches accounts (the session token is per tab)", async () => {
    const http = authServer();
    const a = openTab(http);
    await a.store.logIn('shipper@portolan.test', 'pw');
    await a.store.logIn('forwarder@portolan.test', 'pw');
    const b = openTab(http, a.local);
    await settle();
    expect(b.store.authToken).toBe('tok-forwarder');
    await a.store.switchTo('shipper@portolan.test');
    storageEvent(b.win, a.local, PERSISTED_TOKEN_KEY);
    expect(b.store.authToken).toBe('tok-forwarder');
  });

  it('stops listening once disposed', async () => {
    const http = authServer();
    const a = openTab(http);
    await a.store.logIn('shipper@portolan.test', 'pw');
    const b = openTab(http, a.local);
    await settle();
    b.store.dispose();
    await a.store.logOut();
    storageEvent(b.win, a.local, USERS_KEY);
    expect(b.store.authToken).toBe('tok-shipper');
  });
});

describe('AuthStore sign-up (SPEC §4, §8)', () => {
  const payload = { name: 'Ravi', email: 'ravi@acme.test', password: 'long-enough-pw', companyName: 'Acme', companyKind: 'shipper' as const };

  it('signs up and notifies "User Account Created"', async () => {
    const http = new FakeHttpClient().on('POST', '/api/users/create-profile', { success: true, data: { record: { id: 'u9' }, id: 'u9', message: 'Created' } });
    const { store, bus } = openTab(http);
    const pending = store.register(payload);
    expect(store.signUp.isSigningUp).toBe(true);
    expect(await pending).toBe(true);
    expect(http.calls[0].body).toEqual({ data: payload });
    expect(store.signUp).toEqual({ isSigningUp: false, success: true, failed: false, error: undefined });
    expect(bus.notifications[0]).toMatchObject({ message: 'User Account Created', intent: 'success' });
  });

  it("fails with the server's message and notifies \"failed to create account\"", async () => {
    const http = new FakeHttpClient().on('POST', '/api/users/create-profile', FakeHttpClient.reply(409, { success: false, error: { message: 'Email already registered' } }));
    const { store, bus } = openTab(http);
    expect(await store.register(payload)).toBe(false);
    expect(store.signUp).toEqual({ isSigningUp: false, success: false, failed: true, error: 'Email already registered' });
    expect(bus.notifications[0]).toMatchObject({ message: 'failed to create account', intent: 'danger' });
  });

  it('fails with "Unexpected Error: Try again later" without a message', async () => {
    const http = new FakeHttpClient().on('POST', '/api/users/create-profile', FakeHttpClient.reply(502, ''));
    const { store } = openTab(http);
    await store.register(payload);
    expect(store.signUp.error).toBe('Unexpected Error: Try again later');
  });
});

describe('AuthStore password reset (SPEC §4, §8)', () => {
  it('goes from email to reset id, to token, to a saved password with the server message shown', async () => {
    const http = new FakeHttpClient()
      .on('POST', '/api/auth/v2/forgot-password/', { success: true, data: { _id: 'r1', message: 'Code sent' } })
      .on('POST', '/api/auth/v2/get-password-token/', { success: true, data: { record: { _id: 'r1', token: 'reset-tok' } } })
      .on('POST', '/api/auth/v2/set-password/', { success: true, data: { message: 'Password changed, sign in again' } });
    const { store, bus } = openTab(http);

    expect(await store.forgotPassword('shipper@portolan.test')).toBe('r1');
    expect(http.calls[0].body).toEqual({ data: { email: 'shipper@portolan.test' } });
    expect(store.resetPasswordToken).toMatchObject({ _id: 'r1', isFetching: false, error: undefined });

    expect(await store.getPasswordToken('r1', '123456')).toBe('reset-tok');
    expect(http.calls[1].body).toEqual({ data: { _id: 'r1', otp: '123456' } });
    expect(store.resetPasswordToken).toMatchObject({ _id: 'r1', token: 'reset-tok', isFetching: false });

    const saving = store.setNewPassword('reset-tok', 'new-password-1');
    expect(store.setPassword.isSaving).toBe(true);
    expect(await saving).toBe(true);
    expect(http.calls[2].body).toEqual({ data: { token: 'reset-tok', password: 'new-password-1' } });
    expect(store.setPassword).toEqual({ isSaving: false, success: true, error: undefined });
    expect(bus.notifications[0]).toMatchObject({ message: 'Password changed, sign in again', intent: 'success' });
  });

  it('says "Unexpected error" when the reset-token answer lacks success and data', async () => {
    const http = new FakeHttpClient().on('POST', '/api/auth/v2/get-password-token/', {});
    const { store } = openTab(http);
    expect(await store.getPasswordToken('r1', '000000')).toBeUndefined();
    expect(store.resetPasswordToken).toMatchObject({ isFetching: false, error: 'Unexpected error', token: undefined });
  });

  it("shows the server's message for a wrong code", async () => {
    const http = new FakeHttpClient().on('POST', '/api/auth/v2/get-password-token/', FakeHttpClient.reply(400, { success: false, error: { message: 'Code expired' } }));
    const { store } = openTab(http);
    await store.getPasswordToken('r1', '000000');
    expect(store.resetPasswordToken.error).toBe('Code expired');
  });

  it('reports a failed password save', async () => {
    const http = new FakeHttpClient().on('POST', '/api/auth/v2/set-password/', FakeHttpClient.reply(400, { success: false, error: { message: 'Token expired' } }));
    const { store, bus } = openTab(http);
    expect(await store.setNewPassword('t', 'p')).toBe(false);
    expect(store.setPassword).toEqual({ isSaving: false, success: false, error: 'Token expired' });
    expect(bus.notifications).toEqual([]);
  });
});
