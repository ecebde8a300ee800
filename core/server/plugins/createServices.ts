import type { ServerPlugin, ServiceToken, Services } from '@portolan/sdk/server';

/**
 * The services one plugin sees: those it requires (already made by their providers, which start
 * first) and those it provides itself; `find` those it uses optionally (made by the time requests
 * arrive: `made` fills as the plugins start). Asking for any other is a programming error, named.
 */
export function createServices(plugin: ServerPlugin, made: ReadonlyMap<string, unknown>): Services {
  const optional = new Set((plugin.optional ?? []).map((t) => t.id));
  const allowed = new Set([...(plugin.requires ?? []), ...(plugin.provides ?? []).map((p) => p.token)].map((t) => t.id));
  return {
    get<T>(token: ServiceToken<T>): T {
      if (!allowed.has(token.id)) throw new Error(`Server plugin "${plugin.id}" asked for the service "${token.id}" without declaring it in \`requires\``);
      if (!made.has(token.id)) throw new Error(`The service "${token.id}" is not made yet (plugin "${plugin.id}")`);
      return made.get(token.id) as T;
    },
    find<T>(token: ServiceToken<T>): T | undefined {
      if (!optional.has(token.id)) throw new Error(`Server plugin "${plugin.id}" looked for the service "${token.id}" without declaring it in \`optional\``);
      return made.get(token.id) as T | undefined;
    },
  };
}
