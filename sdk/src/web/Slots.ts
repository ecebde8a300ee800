import type { ComponentType } from 'react';
import type { Container } from 'inversify';
import type { Requirement } from './Entitlements';
import type { HttpClient } from './HttpClient';
import { token } from './Token';

/**
 * Slots: places where one area contributes UI to another's screen, keyed by record kind
 * ('shipment', …). The owner of a screen renders what is contributed for its kind; the contributing
 * plugin declares it (see `WebPlugin.recordTabs`, `recordActions`, `search`). A contribution is shown
 * only to users entitled to it: its plugin is on for the company, and the plugin's and its own
 * `requires` are met.
 */

/** What a record slot is shown for: the record's kind, its id and, once loaded, the record itself. */
export interface RecordSlotProps {
  kind: string;
  recordId: string;
  record?: unknown;
}

/** A tab on another area's record details (e.g. the documents plugin's "Documents" tab on a shipment). */
export interface RecordTabDefinition {
  /** Unique within the plugin; also the tab's id on the details screen. */
  id: string;
  /** The record kind whose details show the tab. */
  kind: string;
  title: string;
  /** The tab's panel, a lazy chunk loaded when the tab is first shown. */
  load: () => Promise<{ default: ComponentType<RecordSlotProps> }>;
  requires?: Requirement;
  /** Lower first, after the owner's own tabs. */
  order?: number;
}

/** What an action or a search provider runs with: the contributing plugin's container (its services bound) and navigation. */
export interface SlotContext {
  container: Container;
  navigate(to: string): void;
}

/** An action on another area's record (a button on its details). */
export interface RecordActionDefinition {
  id: string;
  kind: string;
  title: string;
  /** A Blueprint icon name. */
  icon?: string;
  requires?: Requirement;
  order?: number;
  run(target: RecordSlotProps, context: SlotContext): unknown;
}

/** One global search hit: where it leads. */
export interface SearchResult {
  id: string;
  title: string;
  description?: string;
  /** The in-app path it opens. */
  to: string;
}

/** A plugin's global search (one per plugin): asked with what the user typed in the command palette. */
export interface SearchProviderDefinition {
  /** The group title of its results ("Shipments"). */
  title: string;
  requires?: Requirement;
  order?: number;
  /** Answers a few results (say ≤ 5); a failure hides this provider's group only. */
  search(query: string, context: SlotContext & { http: HttpClient; signal: AbortSignal }): Promise<SearchResult[]>;
}

export type Contributed<T> = T & { pluginId: string };

/**
 * Something a plugin shows in the header, right of the search button (a messages button with its
 * unread count). `area: 'notifications'` marks the notification area itself: the host shows it in the
 * Notifications landmark instead of its own list of this session's messages (at most one plugin).
 */
export interface HeaderItemDefinition {
  id: string;
  title: string;
  /** The item, a lazy chunk loaded after sign-in; it renders in its plugin's container. */
  load: () => Promise<{ default: ComponentType }>;
  area?: 'notifications';
  requires?: Requirement;
  order?: number;
}

/** A plugin's contributions to the slots. */
export interface SlotContributions {
  recordTabs?: RecordTabDefinition[];
  recordActions?: RecordActionDefinition[];
  search?: SearchProviderDefinition;
  headerItems?: HeaderItemDefinition[];
}

/** Who contributes: the plugin, what it requires as a whole, and how to reach its container (services bound). */
export interface SlotOwner {
  pluginId: string;
  requires?: Requirement;
  container?: () => Container | Promise<Container>;
}

export interface SlotRegistry {
  /** Adds a plugin's contributions; answers a function that removes them. */
  register(owner: SlotOwner, contributions: SlotContributions): () => void;
  /** Tabs for a record kind the signed-in user is entitled to, in order. */
  recordTabs(kind: string): readonly Contributed<RecordTabDefinition>[];
  /** Actions for a record kind the signed-in user is entitled to, in order. */
  recordActions(kind: string): readonly Contributed<RecordActionDefinition>[];
  /** Search providers the signed-in user is entitled to, in order. */
  readonly searchProviders: readonly Contributed<SearchProviderDefinition>[];
  /** Header items the signed-in user is entitled to, in order (the notification area's among them). */
  readonly headerItems: readonly Contributed<HeaderItemDefinition>[];
  /** The contributing plugin's container, its services bound. */
  containerOf(pluginId: string): Promise<Container>;
}

export const SlotRegistry = token<SlotRegistry>('portolan.sdk.SlotRegistry');
