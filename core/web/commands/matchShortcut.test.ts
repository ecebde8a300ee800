import { describe, expect, it } from 'vitest';
import { formatShortcut, matchShortcut } from './matchShortcut';

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {}) => ({ key: k, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...mods });

describe('matchShortcut', () => {
  it('reads mod as Ctrl elsewhere and Cmd on a Mac', () => {
    expect(matchShortcut(key('k', { ctrlKey: true }), 'mod+k', false)).toBe(true);
    expect(matchShortcut(key('k', { metaKey: true }), 'mod+k', false)).toBe(false);
    expect(matchShortcut(key('k', { metaKey: true }), 'mod+k', true)).toBe(true);
    expect(matchShortcut(key('k', { ctrlKey: true }), 'mod+k', true)).toBe(false);
  });

  it('needs exactly the named modifiers, and matches the key case-insensitively', () => {
    expect(matchShortcut(key('S', { ctrlKey: true, shiftKey: true }), 'mod+shift+s', false)).toBe(true);
    expect(matchShortcut(key('s', { ctrlKey: true }), 'mod+shift+s', false)).toBe(false);
    expect(matchShortcut(key('r', { altKey: true, ctrlKey: true }), 'alt+r', false)).toBe(false);
    expect(matchShortcut(key('g'), 'g', false)).toBe(true);
    expect(matchShortcut(key('h'), 'g', false)).toBe(false);
  });

  it('formats a shortcut as people read it', () => {
    expect(formatShortcut('mod+shift+s', false)).toBe('Ctrl+Shift+S');
    expect(formatShortcut('mod+k', true)).toBe('⌘K');
    expect(formatShortcut('alt+Enter', false)).toBe('Alt+Enter');
  });
});
