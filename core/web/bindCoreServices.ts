import type { Container } from 'inversify';
import { DashboardFilter, Entitlements, HttpClient, LiveConnection, LocalSettings, NotificationBus, SearchHistory, Session } from '@portolan/sdk';
import { EntitlementService } from './entitlements/EntitlementService';
import { KyHttpClient } from './http/KyHttpClient';
import { LiveConnectionStore } from './live/LiveConnectionStore';
import { NotificationStore } from './notifications/NotificationStore';
import { DashboardFilterStore } from './reports/DashboardFilterStore';
import { SearchHistoryStore } from './search/SearchHistoryStore';
import { AuthStore } from './session/AuthStore';
import type { StorageEventSource } from './session/listenToOtherTabs';
import type { SessionStorages } from './session/storageAccess';
import { LocalSettingsStore } from './settings/LocalSettingsStore';

/** How the core services reach the outside world; every part has a browser default. */
export interface CoreServiceOptions {
  /** Resolves `/api/...` paths; default: the page's origin. */
  baseUrl?: string;
  /** Replaces the global fetch of the HTTP client. */
  fetch?: typeof fetch;
  /** localStorage and sessionStorage; default: the window's. */
  storage?: SessionStorages;
  /** Where other tabs' `storage` events arrive; default: the window. */
  win?: StorageEventSource;
  /** Replaces the ky HTTP client (tests: a FakeHttpClient). */
  http?: HttpClient;
  /** Replaces the AuthStore (tests: a signed-in fake session). */
  session?: Session;
  /**
   * The live connection's WebSocket constructor (tests: `FakeLiveServer.WebSocket`); `null`: it never
   * connects. Default: the global WebSocket, or `null` when `http` is replaced (no server to reach).
   */
  WebSocket?: unknown;
}

/**
 * Binds the SDK services core implements, each a singleton built on first use:
 * HttpClient (KyHttpClient), Session (AuthStore), Entitlements (EntitlementService), NotificationBus
 * (NotificationStore), LocalSettings (LocalSettingsStore), SearchHistory (SearchHistoryStore), DashboardFilter
 * (DashboardFilterStore: the dashboard's shared report filter and the facts' revision), LiveConnection
 * (LiveConnectionStore: the tab's one live connection, following the Session).
 *
 * The HTTP client reads its bearer token from the Session, and the Session makes its calls through
 * the HTTP client. The cycle is broken by a token source: the client asks the Session for its token
 * at request time, building the Session on the first request if nobody has asked for it yet. The
 * Session's own calls during its construction name their token explicitly.
 */
export function bindCoreServices(container: Container, options: CoreServiceOptions = {}): void {
  let session: Session | undefined = options.session;
  let buildingSession = false;
  const getToken = (): string | undefined => {
    if (!session && !buildingSession) session = container.get<Session>(Session);
    return session?.authToken;
  };
  const local = (): Storage | null => options.storage?.local ?? browserLocalStorage();

  container.bind<NotificationBus>(NotificationBus).toDynamicValue(() => new NotificationStore()).inSingletonScope();

  if (options.http) container.bind<HttpClient>(HttpClient).toConstantValue(options.http);
  else {
    container
      .bind<HttpClient>(HttpClient)
      .toDynamicValue(() => new KyHttpClient({ baseUrl: options.baseUrl, fetch: options.fetch, getToken }))
      .inSingletonScope();
  }

  if (options.session) container.bind<Session>(Session).toConstantValue(options.session);
  else {
    container
      .bind<Session>(Session)
      .toDynamicValue((ctx) => {
        buildingSession = true;
        try {
          session = new AuthStore(ctx.get<HttpClient>(HttpClient), ctx.get<NotificationBus>(NotificationBus), options.storage, options.win);
          return session;
        } finally {
          buildingSession = false;
        }
      })
      .inSingletonScope();
  }

  container.bind<Entitlements>(Entitlements).toDynamicValue((ctx) => new EntitlementService(ctx.get<Session>(Session))).inSingletonScope();
  container.bind<LocalSettings>(LocalSettings).toDynamicValue(() => new LocalSettingsStore(local())).inSingletonScope();
  container.bind<SearchHistory>(SearchHistory).toDynamicValue(() => new SearchHistoryStore(local())).inSingletonScope();
  container.bind<DashboardFilter>(DashboardFilter).toDynamicValue(() => new DashboardFilterStore()).inSingletonScope();
  const WebSocket = options.WebSocket !== undefined ? options.WebSocket : options.http ? null : undefined;
  container
    .bind<LiveConnection>(LiveConnection)
    .toDynamicValue((ctx) => new LiveConnectionStore(ctx.get<Session>(Session), { WebSocket, baseUrl: options.baseUrl, storage: options.storage?.session }))
    .inSingletonScope();
}

function browserLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled: settings and history live for this page only
  }
}
