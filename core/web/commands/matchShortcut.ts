/** The parts of a keyboard event a shortcut is matched against. */
export type KeyChord = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

/** Whether this is a Mac (where `mod` is Cmd). */
export const isMac = (): boolean => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/**
 * Whether a key event is the shortcut `spec`: modifiers joined by `+` then the key, case-insensitive
 * (`mod+k`, `mod+shift+s`, `alt+n`, `g`). `mod` is Cmd on a Mac, Ctrl elsewhere; a modifier not named
 * must not be held.
 */
export function matchShortcut(event: KeyChord, spec: string, mac = isMac()): boolean {
  const parts = spec.toLowerCase().split('+').map((p) => p.trim());
  const key = parts.pop();
  if (!key) return false;
  const wants = new Set(parts.map((p) => (p === 'mod' ? (mac ? 'meta' : 'ctrl') : p === 'cmd' ? 'meta' : p === 'option' ? 'alt' : p)));
  if (event.ctrlKey !== wants.has('ctrl') || event.metaKey !== wants.has('meta') || event.altKey !== wants.has('alt') || event.shiftKey !== wants.has('shift')) return false;
  return event.key.toLowerCase() === key;
}

/** A shortcut as people read it: `Ctrl+Shift+S`, or `⌘⇧S` on a Mac. */
export function formatShortcut(spec: string, mac = isMac()): string {
  const names: Record<string, string> = mac ? { mod: '⌘', cmd: '⌘', ctrl: '⌃', alt: '⌥', option: '⌥', shift: '⇧' } : { mod: 'Ctrl', cmd: 'Cmd', ctrl: 'Ctrl', alt: 'Alt', option: 'Alt', shift: 'Shift' };
  const parts = spec.split('+').map((p) => p.trim());
  const key = parts.pop() ?? '';
  const shown = [...parts.map((p) => names[p.toLowerCase()] ?? p), key.length === 1 ? key.toUpperCase() : key];
  return shown.join(mac ? '' : '+');
}
