import type { Container } from 'inversify';
import type { CommandDefinition, CommandOwner, CommandRegistry, Entitlements, RegisteredCommand } from '@portolan/sdk';
import { Contributions } from '../slots/Contributions';

/**
 * The command palette's actions: declared by plugins, registered by screens while they are shown.
 * Visible to users entitled to them: the screens' first (newest first), then the plugins' in
 * registration order.
 */
export class CommandStore implements CommandRegistry {
  private readonly commands: Contributions<CommandDefinition>;
  private readonly containers = new Map<string, () => Container | Promise<Container>>();
  /** Owners that are plugins (the rest are screens). */
  private readonly plugins = new Set<string>();

  constructor(
    entitlements: Entitlements,
    private readonly root: Container,
  ) {
    this.commands = new Contributions(entitlements, 'command');
  }

  register(owner: CommandOwner, commands: CommandDefinition[]): () => void {
    const remove = this.commands.add({ ownerId: owner.ownerId, pluginId: owner.pluginId, requires: owner.requires }, commands);
    if (owner.container) this.containers.set(owner.ownerId, owner.container);
    if (owner.pluginId === owner.ownerId) this.plugins.add(owner.ownerId);
    return () => {
      remove();
      this.containers.delete(owner.ownerId);
      this.plugins.delete(owner.ownerId);
    };
  }

  get visible(): readonly RegisteredCommand[] {
    const all = this.commands.visible().map(({ item, owner }) => ({ ...item, ownerId: owner.ownerId, key: `${owner.ownerId}:${item.id}` }));
    const owners = [...new Set(all.map((c) => c.ownerId))];
    const screens = owners.filter((o) => !this.plugins.has(o)).reverse();
    return [...screens, ...owners.filter((o) => this.plugins.has(o))].flatMap((o) => all.filter((c) => c.ownerId === o));
  }

  async run(command: RegisteredCommand, navigate: (to: string) => void): Promise<void> {
    const container = (await this.containers.get(command.ownerId)?.()) ?? this.root;
    await command.run({ container, navigate });
  }
}
