import { action, makeObservable, observableShallow } from 'mobx';
import type { Entitlements, Requirement } from '@portolan/sdk';

/** What every contribution has: an id unique within its owner, an optional requirement and order. */
export interface Contribution {
  id: string;
  requires?: Requirement;
  order?: number;
}

/** Who contributed: the owner (a plugin, or a screen), the plugin whose company switch applies, and what the owner requires as a whole. */
export interface ContributionOwner {
  ownerId: string;
  pluginId?: string;
  requires?: Requirement;
}

interface Entry<T> {
  item: T;
  owner: ContributionOwner;
  seq: number;
}

/**
 * A list of contributions (slots, commands, widgets) filtered by entitlements: an entry is visible
 * while its plugin is on for the company and both the owner's and its own requirements are met.
 * Observable: views re-render when contributions come and go or the user's rights change.
 */
export class Contributions<T extends Contribution> {
  private entries: Entry<T>[] = [];
  private seq = 0;

  constructor(
    private readonly entitlements: Entitlements,
    private readonly what: string,
  ) {
    makeObservable<Contributions<T>, 'entries'>(this, { entries: observableShallow, add: action });
  }

  /** Adds an owner's items (an id twice for one owner fails loudly); answers a function that removes exactly these. */
  add(owner: ContributionOwner, items: readonly T[]): () => void {
    const added: Entry<T>[] = [];
    for (const item of items) {
      if (this.entries.some((e) => e.owner.ownerId === owner.ownerId && e.item.id === item.id) || added.some((e) => e.item.id === item.id)) {
        throw new Error(`"${owner.ownerId}" registers ${this.what} "${item.id}" twice`);
      }
      added.push({ item, owner, seq: this.seq++ });
    }
    this.entries = [...this.entries, ...added];
    return action(() => {
      this.entries = this.entries.filter((e) => !added.includes(e));
    });
  }

  /** The visible items that pass `filter`, by order then registration, each with its owner. */
  visible(filter: (item: T) => boolean = () => true): Array<{ item: T; owner: ContributionOwner }> {
    return this.entries
      .filter((e) => filter(e.item) && this.isEntitled(e))
      .sort((a, b) => (a.item.order ?? 0) - (b.item.order ?? 0) || a.seq - b.seq)
      .map(({ item, owner }) => ({ item, owner }));
  }

  private isEntitled({ item, owner }: Entry<T>): boolean {
    return (!owner.pluginId || this.entitlements.isPluginEnabled(owner.pluginId)) && this.entitlements.meets(owner.requires) && this.entitlements.meets(item.requires);
  }
}
