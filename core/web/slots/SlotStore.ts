import type { Container } from 'inversify';
import type {
  Contributed,
  Entitlements,
  HeaderItemDefinition,
  RecordActionDefinition,
  RecordTabDefinition,
  SearchProviderDefinition,
  SlotContributions,
  SlotOwner,
  SlotRegistry,
} from '@portolan/sdk';
import { Contributions, type ContributionOwner } from './Contributions';

type SearchEntry = SearchProviderDefinition & { id: string };

/** The slots of the workbench (record tabs and actions by record kind, global search providers, header items), filtered by entitlements. */
export class SlotStore implements SlotRegistry {
  private readonly tabs: Contributions<RecordTabDefinition>;
  private readonly actions: Contributions<RecordActionDefinition>;
  private readonly providers: Contributions<SearchEntry>;
  private readonly header: Contributions<HeaderItemDefinition>;
  private readonly containers = new Map<string, () => Container | Promise<Container>>();

  constructor(
    entitlements: Entitlements,
    private readonly root: Container,
  ) {
    this.tabs = new Contributions(entitlements, 'record tab');
    this.actions = new Contributions(entitlements, 'record action');
    this.providers = new Contributions(entitlements, 'search provider');
    this.header = new Contributions(entitlements, 'header item');
  }

  register(owner: SlotOwner, contributions: SlotContributions): () => void {
    const by: ContributionOwner = { ownerId: owner.pluginId, pluginId: owner.pluginId, requires: owner.requires };
    if (owner.container) this.containers.set(owner.pluginId, owner.container);
    const removers = [
      this.tabs.add(by, contributions.recordTabs ?? []),
      this.actions.add(by, contributions.recordActions ?? []),
      this.providers.add(by, contributions.search ? [{ ...contributions.search, id: 'search' }] : []),
      this.header.add(by, contributions.headerItems ?? []),
    ];
    return () => removers.forEach((remove) => remove());
  }

  recordTabs(kind: string): readonly Contributed<RecordTabDefinition>[] {
    return this.tabs.visible((t) => t.kind === kind).map(({ item, owner }) => ({ ...item, pluginId: owner.ownerId }));
  }

  recordActions(kind: string): readonly Contributed<RecordActionDefinition>[] {
    return this.actions.visible((a) => a.kind === kind).map(({ item, owner }) => ({ ...item, pluginId: owner.ownerId }));
  }

  get searchProviders(): readonly Contributed<SearchProviderDefinition>[] {
    return this.providers.visible().map(({ item: { id: _id, ...provider }, owner }) => ({ ...provider, pluginId: owner.ownerId }));
  }

  get headerItems(): readonly Contributed<HeaderItemDefinition>[] {
    return this.header.visible().map(({ item, owner }) => ({ ...item, pluginId: owner.ownerId }));
  }

  async containerOf(pluginId: string): Promise<Container> {
    return (await this.containers.get(pluginId)?.()) ?? this.root;
  }
}
