import type { Container } from 'inversify';
import type { Requirement } from './Entitlements';
import { token } from './Token';

/** What a command runs with: its owner's container (services bound) and navigation. */
export interface CommandContext {
  container: Container;
  navigate(to: string): void;
}

/**
 * An action of the command palette (Ctrl/Cmd+K), declared by a plugin (`WebPlugin.commands`) or
 * registered by a screen while it is shown (`useCommands`). Listed only to users entitled to it.
 */
export interface CommandDefinition {
  /** Unique within its owner. */
  id: string;
  title: string;
  /** A key chord that runs it anywhere in the workbench: `mod+shift+s` (mod = Ctrl, or Cmd on a Mac), `alt+n`, `g`. */
  shortcut?: string;
  /** Group title in the palette (default: the owner's). */
  section?: string;
  requires?: Requirement;
  run(context: CommandContext): unknown;
}

export interface RegisteredCommand extends CommandDefinition {
  ownerId: string;
  /** Unique across owners: `ownerId:id`. */
  key: string;
}

/** Who registers commands: a plugin or a screen, what it requires as a whole, and its container. */
export interface CommandOwner {
  ownerId: string;
  /** A plugin's id, for the company switch of the plugin (screens give their plugin's). */
  pluginId?: string;
  requires?: Requirement;
  container?: () => Container | Promise<Container>;
}

export interface CommandRegistry {
  /** Adds commands; answers a function that removes them (a screen calls it when it unmounts). */
  register(owner: CommandOwner, commands: CommandDefinition[]): () => void;
  /** The commands the signed-in user is entitled to: the screens' (newest first), then the plugins'. */
  readonly visible: readonly RegisteredCommand[];
  /** Runs a command with its owner's container. */
  run(command: RegisteredCommand, navigate: (to: string) => void): Promise<void>;
}

export const CommandRegistry = token<CommandRegistry>('portolan.sdk.CommandRegistry');
