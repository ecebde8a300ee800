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
