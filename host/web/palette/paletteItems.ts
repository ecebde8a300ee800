import type { RegisteredCommand, RegisteredNavEntry } from '@portolan/sdk';

/** One line of the palette: a command to run or a place to go. */
export interface PaletteItem {
  key: string;
  title: string;
  section: string;
  shortcut?: string;
  /** A Blueprint icon name. */
  icon?: string;
  /** What choosing it does. */
  target: { command: RegisteredCommand } | { to: string };
}

/** Whether every word of the query starts a word of the text (`ship doc` finds "Shipment documents"), case-insensitive. */
export function matchesQuery(text: string, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = text.toLowerCase();
  return words.every((w) => haystack.includes(w));
}

/**
 * The palette's commands and places for a query: the commands the user may run (already filtered
 * by entitlements in the registry; a screen's own, without a section, under "This page"), then
 * "Go to …" for each side-nav entry the user sees.
 */
export function paletteItems(query: string, commands: readonly RegisteredCommand[], nav: readonly RegisteredNavEntry[]): PaletteItem[] {
  const fromCommands = commands
    .filter((c) => matchesQuery(c.title, query))
    .map((command): PaletteItem => ({ key: `command:${command.key}`, title: command.title, section: command.section ?? 'This page', shortcut: command.shortcut, target: { command } }));
  const places = nav
    .filter((n) => matchesQuery(`Go to ${n.title}`, query))
    .map((n): PaletteItem => ({ key: `nav:${n.pluginId}:${n.id}`, title: `Go to ${n.title}`, section: 'Go to', icon: n.icon, target: { to: n.to } }));
  return [...fromCommands, ...places];
}
