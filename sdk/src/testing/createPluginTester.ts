import type { Container } from 'inversify';
import type { Requirement } from '../web/Entitlements';
import { NotificationBus } from '../web/NotificationBus';
import type { EnterprisePlan, SessionUser } from '../web/Session';
import type { WebPlugin } from '../web/definePlugin';
import { createRootContainer } from '../../../core/web/createRootContainer';
import type { PluginContainers } from '../../../host/web/bootstrap/PluginContainers';
import { registerPlugins } from '../../../host/web/bootstrap/registerPlugins';
import { FakeHttpClient } from './FakeHttpClient';
import { FakeSession, TEST_USER } from './FakeSession';
import { MemoryStorage } from './MemoryStorage';

/** What a plugin test starts with. */
export interface PluginTesterOptions {
  /** The plugin under test: registered as the host does (child container, routes, nav). */
  plugin?: WebPlugin;
  /** More plugins to register beside it (e.g. 'auth' for the login area). */
  plugins?: WebPlugin[];
  /**
   * The user's effectiveAccesses as feature → levels, e.g. `{ shipments: ['Read'] }`.
   * Default: every feature the plugin (its nav entries and routes) requires, at 'Always'.
   */
  accesses?: Record<string, string[]>;
  /** Enterprise plan features, on or off. Default: every plan feature the plugin requires, on. */
  plan?: Record<string, boolean>;
  /** Fields of the signed-in user to change; `null` starts signed out. */
  user?: Partial<SessionUser> | null;
}

/** A workbench around one plugin, with no network and no browser storage of its own. */
export interface PluginTester {
  /** The plugin's container (a child of the root); resolve its stores and the SDK services here. */
  container: Container;
  /** The root container with the core services. */
  root: Container;
  /** Register server answers here; read what the plugin sent from `http.calls`. */
  http: FakeHttpClient;
  /** The signed-in user; change accesses or plan while the test runs. */
  session: FakeSession;
  /** The real notification bus, to read what the plugin showed. */
  notifications: NotificationBus;
  /** Every registered plugin's container, as the workbench uses them (see renderWorkbench). */
  containers: PluginContainers;
  /** Resolves once the plugin's services are bound (await it when `services` is async). */
  ready: Promise<void>;
}

/**
 * Builds the root container of the workbench (core services, as in the app) with a FakeHttpClient
 * and a FakeSession signed in with the chosen accesses and plan, and registers the plugin exactly
 * as the host does: SPEC §2 table first, then its own child container, routes and nav entries.
 *
 * ```ts
 * const { container, http } = createPluginTester({ plugin: ordersPlugin, accesses: { orders: ['Read'] } });
 * http.on('GET', '/api/orders/orders', { success: true, data: { items: [], count: 0 } });
 * await container.get(OrdersStore).fetchList();
 * ```
 */
export function createPluginTester(options: PluginTesterOptions = {}): PluginTester {
  const needs = requirementsOf(options.plugin);
  const accesses = options.accesses ?? Object.fromEntries(needs.features.map((f) => [f, ['Always']]));
  const planFeatures = options.plan ?? Object.fromEntries(needs.plan.map((f) => [f, true]));
  const plan: EnterprisePlan = {
    isActive: true,
    features: Object.fromEntries(Object.entries(planFeatures).map(([name, on]) => [name, { isActive: on }])),
  };

  const session =
    options.user === null
      ? new FakeSession({ user: null })
      : new FakeSession({
          user: {
            ...TEST_USER,
            ...options.user,
            effectiveAccesses:
              options.accesses || !options.user?.effectiveAccesses
                ? Object.fromEntries(Object.entries(accesses).map(([f, levels]) => [f, { levels }]))
                : options.user.effectiveAccesses,
          },
          plan,
        });

  const http = new FakeHttpClient();
  const root = createRootContainer({
    http,
    session,
    storage: { local: new MemoryStorage(), session: new MemoryStorage() },
    win: new EventTarget() as unknown as Window,
  });
  const plugins = [...(options.plugin ? [options.plugin] : []), ...(options.plugins ?? [])];
  const containers = registerPlugins(root, plugins);
  const container = containers.of(options.plugin?.id);
  return { container, root, http, session, notifications: root.get<NotificationBus>(NotificationBus), containers, ready: containers.ready(options.plugin?.id) };
}

/** Every access and plan feature a plugin, its nav entries and its routes ask for. */
function requirementsOf(plugin: WebPlugin | undefined): { features: string[]; plan: string[] } {
  const requirements: Array<Requirement | undefined> = [plugin?.requires, ...(plugin?.nav ?? []).map((n) => n.requires), ...(plugin?.routes ?? []).map((r) => r.requires)];
  const features = new Set<string>();
  const plan = new Set<string>();
  for (const r of requirements) {
    r?.features?.forEach((f) => features.add(f));
    r?.plan?.forEach((f) => plan.add(f));
  }
  return { features: [...features], plan: [...plan] };
}
