import { lazy, Suspense, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { ContainerContext, RouteRegistry, Session, useService, type RouteResolution } from '@portolan/sdk';
import { loadChunk } from '../../../core/web/loading/loadChunk';
import type { PluginContainers } from '../bootstrap/PluginContainers';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import { LazyScreen } from './LazyScreen';
import { LoadingScreen } from './LoadingScreen';
import { NotFoundScreen } from './NotFoundScreen';

/** The chrome is its own chunk: signed-out pages (the login area above all) never load it. */
const ChromeLayout = lazy(() => loadChunk(() => import('./ChromeLayout')));

/**
 * Decides what a path shows (SPEC §2): the login area on protected paths when signed out, else the
 * route's screen inside the chrome the route allows, or a plain "not found".
 */
export const Workbench = observer(function Workbench({ containers }: { containers: PluginContainers }) {
  const session = useService(Session);
  const routes = useService(RouteRegistry);
  const { pathname } = useLocation();

  if (session.isAuthenticating) return <LoadingScreen label="Signing you in…" />;

  const resolution = routes.resolve(pathname, session.isLoggedIn);
  const content = <ChunkErrorBoundary key={pathname}>{renderContent(resolution, routes, containers)}</ChunkErrorBoundary>;
  const { chrome } = resolution;
  if (!chrome.header && !chrome.sideNav && !chrome.footer && !chrome.notifications) {
    return (
      <main id="pt-main" className="pt-bare" data-area={resolution.route?.area ?? 'none'}>
        {content}
      </main>
    );
  }
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<LoadingScreen />}>
        <ChromeLayout chrome={chrome} area={resolution.route?.area}>
          {content}
        </ChromeLayout>
      </Suspense>
    </ChunkErrorBoundary>
  );
});

function renderContent(resolution: RouteResolution, routes: RouteRegistry, containers: PluginContainers): ReactNode {
  if (resolution.kind === 'login') {
    const login = routes.match('/login');
    if (!login?.load) return <NotFoundScreen />;
    return (
      <ContainerContext.Provider value={containers.of(login.pluginId)}>
        <LazyScreen load={containers.screenLoader(login.pluginId, login.load)} />
      </ContainerContext.Provider>
    );
  }
  if (resolution.kind === 'notFound' || !resolution.route.load) return <NotFoundScreen />;
  return (
    <ContainerContext.Provider value={containers.of(resolution.route.pluginId)}>
      <LazyScreen load={containers.screenLoader(resolution.route.pluginId, resolution.route.load)} />
    </ContainerContext.Provider>
  );
}
