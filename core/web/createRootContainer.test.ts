import { describe, expect, it } from 'vitest';
import { Entitlements, HttpClient, LiveConnection, LocalSettings, NotificationBus, SearchHistory, Session } from '@portolan/sdk';
import { FakeHttpClient } from '../../sdk/src/testing/FakeHttpClient';
import { FakeSession } from '../../sdk/src/testing/FakeSession';
import { MemoryStorage } from '../../sdk/src/testing/MemoryStorage';
import { createRootContainer } from './createRootContainer';
import { EntitlementService } from './entitlements/EntitlementService';
import { KyHttpClient } from './http/KyHttpClient';
import { FakeLiveServer } from './live/FakeLiveServer';
import { LiveConnectionStore } from './live/LiveConnectionStore';
import { NotificationStore } from './notifications/NotificationStore';
import { SearchHistoryStore } from './search/SearchHistoryStore';
import { AuthStore } from './session/AuthStore';
import { PERSISTED_TOKEN_KEY } from './session/sessionKeys';
import { LocalSettingsStore } from './settings/LocalSettingsStore';

const USER = { _id: 'u1', email: 'shipper@portolan.test', name: 'Asha', effectiveAccesses: { shipments: { levels: ['Read'] } } };

/** A fetch answering the auth calls; records the Authorization header of each request by path. */
function fakeApi() {
  const seen: Array<{ path: string; authorization: string | null }> = [];
  const fetch = (async (input: Request | string | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    seen.push({ path, authorization: request.headers.get('authorization') });
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (path === '/api/auth/v2/login/') return json(200, { success: true, data: { authToken: 'tok-new', user: { email: USER.email } } });
    if (path === '/api/auth/v2/user/') return json(200, { success: true, data: { record: USER } });
    return json(200, { success: true, data: {} });
  }) as typeof globalThis.fetch;
  return { fetch, seen };
}

function tabStorage(persistedToken?: string) {
  const local = new MemoryStorage();
  if (persistedToken) local.setItem(PERSISTED_TOKEN_KEY, persistedToken);
  return { local, session: new MemoryStorage() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createRootContainer', () => {
  it('binds every core SDK service as a singleton', () => {
    const { fetch } = fakeApi();
    const container = createRootContainer({ fetch, baseUrl: 'http://portolan.test', storage: tabStorage(), win: new EventTarget() as unknown as Window });
    expect(container.get(HttpClient)).toBeInstanceOf(KyHttpClient);
    expect(container.get(Session)).toBeInstanceOf(AuthStore);
    expect(container.get(Entitlements)).toBeInstanceOf(EntitlementService);
    expect(container.get(NotificationBus)).toBeInstanceOf(NotificationStore);
    expect(container.get(LocalSettings)).toBeInstanceOf(LocalSettingsStore);
    expect(container.get(SearchHistory)).toBeInstanceOf(SearchHistoryStore);
    expect(container.get(Session)).toBe(container.get(Session));
    expect(container.get(HttpClient)).toBe(container.get(HttpClient));
  });

  it("sends the session's token from the first request, even before anyone asked for the session", async () => {
    const { fetch, seen } = fakeApi();
    const container = createRootContainer({ fetch, baseUrl: 'http://portolan.test', storage: tabStorage('tok-saved'), win: new EventTarget() as unknown as Window });
    await container.get<HttpClient>(HttpClient).get('/api/shipments/v2');
    await settle();
    expect(seen.find((s) => s.path === '/api/shipments/v2')?.authorization).toBe('Bearer tok-saved');
    expect(seen.find((s) => s.path === '/api/auth/v2/user/')?.authorization).toBe('Bearer tok-saved');
    expect(container.get<Session>(Session).isLoggedIn).toBe(true);
  });

  it('sends no token while signed out, and the new one after signing in', async () => {
    const { fetch, seen } = fakeApi();
    const container = createRootContainer({ fetch, baseUrl: 'http://portolan.test', storage: tabStorage(), win: new EventTarget() as unknown as Window });
    const http = container.get<HttpClient>(HttpClient);
    await http.get('/api/before');
    await container.get<Session>(Session).logIn(USER.email, 'pw');
    await http.get('/api/after');
    expect(seen.find((s) => s.path === '/api/before')?.authorization).toBeNull();
    expect(seen.find((s) => s.path === '/api/after')?.authorization).toBe('Bearer tok-new');
  });

  it('entitles the signed-in user from the profile', async () => {
    const { fetch } = fakeApi();
    const container = createRootContainer({ fetch, baseUrl: 'http://portolan.test', storage: tabStorage('tok-saved'), win: new EventTarget() as unknown as Window });
    const entitlements = container.get<Entitlements>(Entitlements);
    expect(entitlements.isAllowed('shipments')).toBe(false);
    await settle();
    expect(entitlements.isAllowed('shipments')).toBe(true);
    expect(entitlements.isAllowed('shipments', 'Create')).toBe(false);
  });

  it("gives every plugin the tab's one live connection, which opens at /api/live with the session's token once signed in", async () => {
    const { fetch } = fakeApi();
    const server = new FakeLiveServer();
    const container = createRootContainer({ fetch, baseUrl: 'https://portolan.test', storage: tabStorage('tok-saved'), win: new EventTarget() as unknown as Window, WebSocket: server.WebSocket });
    const live = container.get<LiveConnection>(LiveConnection);
    expect(live).toBeInstanceOf(LiveConnectionStore);
    expect(container.get(LiveConnection)).toBe(live);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.sockets).toHaveLength(1);
    expect(server.last.url).toBe('wss://portolan.test/api/live');
    server.last.open();
    expect(server.last.sent).toEqual([{ type: 'hello', token: 'tok-saved', after: 0 }]);
    await container.get<Session>(Session).logOut();
    expect(live.status).toBe('idle');
  });

  it('keeps the live connection idle when the HTTP client is replaced (no server to reach)', () => {
    const container = createRootContainer({ http: new FakeHttpClient(), session: new FakeSession(), storage: tabStorage(), win: new EventTarget() as unknown as Window });
    expect(container.get<LiveConnection>(LiveConnection).status).toBe('idle');
  });
});
