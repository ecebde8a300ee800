import type { FastifyInstance } from 'fastify';
import type { RouteAccess } from '@portolan/sdk/server';

/** One API route as a plugin registered it. */
export interface CataloguedRoute {
  /** The plugin whose scope registered it ('core' for the app's own). */
  pluginId: string;
  method: string;
  url: string;
  access?: RouteAccess;
  /** The route declares a JSON schema for its body. */
  hasBodySchema: boolean;
  /** That schema (tests generate valid bodies from it). */
  bodySchema?: unknown;
  /**
   * The SDK route helper that registered it (`defineResource`, `defineTransitions`, …), read from the
   * call stack when the route was added; undefined for a route the plugin wrote by hand. Known when
   * running from the sources (tests), not from the bundled server.
   */
  sdkHelper?: string;
}

const HELPER_FRAME = /sdk[\\/]src[\\/]server[\\/](?:resource|records)[\\/](\w+)\.ts/;

/** The SDK helper file on the current call stack (see `CataloguedRoute.sdkHelper`). */
export function sdkHelperOnStack(): string | undefined {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 60;
  const stack = new Error().stack ?? '';
  Error.stackTraceLimit = limit;
  return HELPER_FRAME.exec(stack)?.[1];
}

const catalogues = new WeakMap<FastifyInstance, CataloguedRoute[]>();

/** Every route registered through `createApp` so far (tests walk it: tenancy, access matrix). */
export function routeCatalogue(app: FastifyInstance): readonly CataloguedRoute[] {
  return catalogues.get(app) ?? [];
}

/** Starts the catalogue of an app; `record` is called from each plugin scope's onRoute hook. */
export function startCatalogue(app: FastifyInstance): (route: CataloguedRoute) => void {
  const list: CataloguedRoute[] = [];
  catalogues.set(app, list);
  return (route) => list.push(route);
}
