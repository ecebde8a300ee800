import type { ComponentType } from 'react';
import { token } from './Token';
import type { Requirement } from './Entitlements';

/** Which parts of the page chrome a route shows (only ever for signed-in users). */
export interface ChromeFlags {
  header: boolean;
  sideNav: boolean;
  footer: boolean;
  notifications: boolean;
}

/** A lazily loaded screen: a module whose default export is the component. */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/**
 * One route of SPEC §2. `path` is matched exactly (`exact`) or as a prefix on a segment boundary;
 * `{name}` stands for any text inside one segment (`/{product}-tracking`). A path under one of
 * `exclude` never matches (`/rates` excludes `/rates-v2`).
 */
export interface RouteDefinition {
  path: string;
  exact?: boolean;
  exclude?: string[];
  /** Open to signed-out users. Protected routes show the login area to them. */
  public?: boolean;
  /** 'none' hides all chrome; otherwise the parts given are turned off or on (default: all on). */
  chrome?: 'none' | Partial<ChromeFlags>;
  /** The screen. A route without one shows a plain "not found". */
  load?: ScreenLoader;
  /** The sub-application this route opens (for titles and diagnostics). */
  area?: string;
  /** What the user must be entitled to; otherwise "not found". */
  requires?: Requirement;
}

export interface RegisteredRoute extends RouteDefinition {
  pluginId: string;
}

export type RouteResolution =
  | { kind: 'screen'; route: RegisteredRoute; chrome: ChromeFlags }
  | { kind: 'login'; route?: RegisteredRoute; chrome: ChromeFlags }
  | { kind: 'notFound'; route?: RegisteredRoute; chrome: ChromeFlags };

export interface RouteRegistry {
  readonly routes: readonly RegisteredRoute[];
  register(pluginId: string, routes: RouteDefinition[]): void;
  /** The route for a path; `undefined` when none matches. */
  match(pathname: string): RegisteredRoute | undefined;
  /** What the workbench shows at a path for a signed-in or signed-out user. */
  resolve(pathname: string, signedIn: boolean): RouteResolution;
}

export const RouteRegistry = token<RouteRegistry>('portolan.sdk.RouteRegistry');
