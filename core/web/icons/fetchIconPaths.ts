/** Where the build puts one JSON file of SVG paths per Blueprint icon and size (scripts/blueprintIconAssets.mjs). */
export const ICON_ASSETS_BASE = '/assets/icons';

const cache = new Map<string, Promise<string[]>>();

/**
 * A Blueprint icon loader that fetches only the icons a page shows, one small cached JSON file
 * each, instead of every icon's paths in one ~96 KiB gz chunk. Concurrent requests for the same
 * icon share one fetch; a failed fetch is forgotten so a later render can try again.
 */
export function fetchIconPaths(name: string, size: number, fetchFn: typeof fetch = fetch): Promise<string[]> {
  const key = `${size < 20 ? 16 : 20}px/${name}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = fetchFn(`${ICON_ASSETS_BASE}/${key}.json`).then((response) => {
      if (!response.ok) throw new Error(`Icon ${key} answered ${response.status}`);
      return response.json() as Promise<string[]>;
    });
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}
