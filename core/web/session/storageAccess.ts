/** The two browser storages the session lives in: localStorage (shared by tabs) and sessionStorage (per tab). */
export interface SessionStorages {
  local: Storage;
  session: Storage;
}

/** The window's storages, or none when storage is disabled (the session then lives in memory only). */
export function browserStorages(): SessionStorages | undefined {
  try {
    if (typeof window === 'undefined') return undefined;
    return { local: window.localStorage, session: window.sessionStorage };
  } catch {
    return undefined;
  }
}

/** A stored value; `undefined` when absent, empty or unreadable. */
export function readKey(storage: Storage | undefined, key: string): string | undefined {
  try {
    return storage?.getItem(key) || undefined;
  } catch {
    return undefined;
  }
}

/** Stores a value; when storage is full or forbidden, the value holds for this page only. */
export function writeKey(storage: Storage | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Storage full or forbidden.
  }
}

/** Removes a value (nothing to do when storage is forbidden: nothing was kept there). */
export function removeKey(storage: Storage | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Storage forbidden.
  }
}
