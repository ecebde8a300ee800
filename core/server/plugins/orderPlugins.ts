import type { ServerPlugin } from '@portolan/sdk/server';

/**
 * The start order of the server plugins (DESIGN §3a): a plugin after the providers of every service
 * it requires; otherwise by id, so the order never depends on how the list was assembled. Refuses a
 * required service nobody provides, a service two plugins provide, and plugins requiring each other
 * in a cycle — each error names the plugins and services involved.
 */
export function orderPlugins(plugins: readonly ServerPlugin[]): ServerPlugin[] {
  const providerOf = new Map<string, ServerPlugin>();
  for (const plugin of plugins) {
    for (const { token } of plugin.provides ?? []) {
      const other = providerOf.get(token.id);
      if (other) throw new Error(`Server plugins "${other.id}" and "${plugin.id}" both provide the service "${token.id}"`);
      providerOf.set(token.id, plugin);
    }
  }
  const needs = new Map<ServerPlugin, Set<ServerPlugin>>();
  for (const plugin of plugins) {
    const providers = new Set<ServerPlugin>();
    for (const token of plugin.requires ?? []) {
      const provider = providerOf.get(token.id);
      if (!provider) throw new Error(`Server plugin "${plugin.id}" requires the service "${token.id}" (${token.description}), which no server plugin provides`);
      if (provider !== plugin) providers.add(provider);
    }
    needs.set(plugin, providers);
  }

  const byId = (a: ServerPlugin, b: ServerPlugin) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const ordered: ServerPlugin[] = [];
  const placed = new Set<ServerPlugin>();
  const waiting = [...plugins].sort(byId);
  while (waiting.length > 0) {
    const next = waiting.findIndex((plugin) => [...needs.get(plugin)!].every((p) => placed.has(p)));
    if (next < 0) throw new Error(`Server plugins require each other's services in a cycle: ${cycleOf(waiting, needs).join(' → ')}`);
    const [plugin] = waiting.splice(next, 1);
    ordered.push(plugin);
    placed.add(plugin);
  }
  return ordered;
}

/** One cycle among the plugins that could not be placed, as ids ending where it started. */
function cycleOf(waiting: ServerPlugin[], needs: Map<ServerPlugin, Set<ServerPlugin>>): string[] {
  const path: ServerPlugin[] = [];
  let current = waiting[0];
  while (!path.includes(current)) {
    path.push(current);
    current = [...needs.get(current)!].filter((p) => waiting.includes(p)).sort((a, b) => (a.id < b.id ? -1 : 1))[0];
  }
  return [...path.slice(path.indexOf(current)), current].map((p) => p.id);
}
