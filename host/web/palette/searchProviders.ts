import type { Contributed, HttpClient, SearchProviderDefinition, SearchResult, SlotRegistry } from '@portolan/sdk';

/** One provider's answer: its results, or why it has none. */
export interface SearchGroup {
  pluginId: string;
  title: string;
  results: SearchResult[];
  error?: string;
}

/**
 * Asks every provider the user is entitled to, at once; a provider that fails (or throws) gives a
 * group with its error, the others still answer. Aborted with `signal` when the query changes.
 */
export async function searchProviders(
  providers: readonly Contributed<SearchProviderDefinition>[],
  query: string,
  { slots, http, signal, navigate }: { slots: SlotRegistry; http: HttpClient; signal: AbortSignal; navigate: (to: string) => void },
): Promise<SearchGroup[]> {
  return Promise.all(
    providers.map(async (p): Promise<SearchGroup> => {
      try {
        const container = await slots.containerOf(p.pluginId);
        const results = await p.search(query, { container, navigate, http, signal });
        return { pluginId: p.pluginId, title: p.title, results };
      } catch (error) {
        return { pluginId: p.pluginId, title: p.title, results: [], error: error instanceof Error ? error.message : String(error) };
      }
    }),
  );
}
