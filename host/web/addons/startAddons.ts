import type { Container } from 'inversify';
import { reaction } from 'mobx';
import { NavRegistry, RouteRegistry, Session, WidgetRegistry } from '@portolan/sdk';
import type { PluginContainers } from '../bootstrap/PluginContainers';
import { AddonStore, type AddonStoreOptions } from './AddonStore';

/** Who the add-ons were listed for: a new user or company lists them again. */
export function sessionKey(session: Session): string | undefined {
  return session.isLoggedIn && session.user ? `${session.user._id}:${session.user.userCompany ?? ''}` : undefined;
}

/**
 * Registers the host's dashboard (/dashboard) and its widgets screen (/dashboard/widgets), and starts the add-on
 * store: it lists the add-ons whenever a user signs in (or switches account).
 */
export function startAddons(root: Container, containers: PluginContainers, options: Pick<AddonStoreOptions, 'sdkVersion' | 'importEntry' | 'preloadShared'>): AddonStore {
  const routes = root.get<RouteRegistry>(RouteRegistry);
  routes.register('dashboard', [
    { path: '/dashboard', load: () => import('../dashboard/DashboardScreen') },
    { path: '/dashboard/widgets', load: () => import('../dashboard/WidgetsScreen') },
  ]);
  const store = new AddonStore({ root, containers, ...options });
  const session = root.get<Session>(Session);
  let navAdded = false;
  reaction(
    () => sessionKey(session),
    (key) => {
      if (key && store.needsLoad(key)) void store.load(key);
    },
    { fireImmediately: true },
  );
  // The dashboard's nav entries (the dashboard, its widgets screen) appear once the user has a widget (a plugin's or an add-on's).
  const widgets = root.get<WidgetRegistry>(WidgetRegistry);
  reaction(
    () => widgets.visible.length > 0,
    (hasWidgets) => {
      if (!hasWidgets || navAdded) return;
      navAdded = true;
      root.get<NavRegistry>(NavRegistry).register('dashboard', [
        { id: 'dashboard', section: 'dashboard', title: 'Dashboard', icon: 'dashboard', to: '/dashboard', order: -100 },
        { id: 'dashboard-widgets', section: 'dashboard', title: 'Widgets', icon: 'widget', to: '/dashboard/widgets', order: -99 },
      ]);
    },
    { fireImmediately: true },
  );
  return store;
}
