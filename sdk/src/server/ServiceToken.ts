import type { ServerPluginContext } from './defineServerPlugin';

/**
 * The name of a service one server plugin provides and others require (DESIGN §3a, the JupyterLab
 * model): a unique id and, at compile time, the service's interface. The host orders plugins so a
 * provider starts before the plugins that require it, and refuses to start when one is missing.
 */
export interface ServiceToken<T> {
  readonly id: string;
  /** What the service does (named in start-up errors). */
  readonly description: string;
  /** Compile-time only: the service's interface. */
  readonly __service?: T;
}

/** A token for a service: `serviceToken<ShipmentTracking>('shipments.tracking', 'what it is for')`. */
export function serviceToken<T>(id: string, description: string): ServiceToken<T> {
  if (!/^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+$/.test(id)) throw new Error(`Service id "${id}" must be dotted kebab-case, "<plugin>.<service>"`);
  return Object.freeze({ id, description });
}

/** How a plugin makes one service: `provide(TOKEN, (ctx) => implementation)`. */
export interface ServiceProvider<T = unknown> {
  readonly token: ServiceToken<T>;
  readonly create: (ctx: ServerPluginContext) => T;
}

export function provide<T>(token: ServiceToken<T>, create: (ctx: ServerPluginContext) => T): ServiceProvider<T> {
  return { token, create };
}
