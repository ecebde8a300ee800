import { computed, makeObservable, observableShallow } from 'mobx';
import { NAV_SECTIONS, type Entitlements, type NavEntry, type NavRegistry, type RegisteredNavEntry, type Requirement } from '@portolan/sdk';

interface Registered extends RegisteredNavEntry {
  pluginRequires?: Requirement;
}

/**
 * Side-nav entries of the plugins, shown only to users entitled to the plugin and to the entry, and
 * only while the plugin is not switched off for the user's company.
 */
export class NavStore implements NavRegistry {
  private readonly entries: Registered[] = [];

  constructor(private readonly entitlements: Entitlements) {
    makeObservable<NavStore, 'entries'>(this, { entries: observableShallow, visible: computed });
  }

  register(pluginId: string, entries: NavEntry[], pluginRequires?: Requirement): void {
    for (const entry of entries) {
      if (this.entries.some((e) => e.pluginId === pluginId && e.id === entry.id)) {
        throw new Error(`Plugin "${pluginId}" registers nav entry "${entry.id}" twice`);
      }
      this.entries.push({ ...entry, pluginId, pluginRequires });
    }
  }

  get visible(): readonly RegisteredNavEntry[] {
    return this.entries
      .filter((e) => this.entitlements.isPluginEnabled(e.pluginId) && this.entitlements.meets(e.pluginRequires) && this.entitlements.meets(e.requires))
      .sort((a, b) => NAV_SECTIONS.indexOf(a.section) - NAV_SECTIONS.indexOf(b.section) || (a.order ?? 0) - (b.order ?? 0))
      .map(({ pluginRequires: _ignored, ...entry }) => entry);
  }
}
