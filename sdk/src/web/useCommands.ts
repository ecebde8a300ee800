import { useContext, useEffect, useId, useRef } from 'react';
import { CommandRegistry, type CommandDefinition } from './Commands';
import { ContainerContext } from './useService';

/**
 * Registers a screen's commands in the palette while it is shown. Re-registers when `deps` change;
 * `run` always calls the latest render's function.
 *
 * ```tsx
 * useCommands([{ id: 'refresh', title: 'Refresh shipments', shortcut: 'alt+r', run: () => store.refresh() }], [store]);
 * ```
 */
export function useCommands(commands: CommandDefinition[], deps: readonly unknown[] = []): void {
  const container = useContext(ContainerContext);
  const ownerId = `screen${useId()}`;
  const latest = useRef(commands);
  useEffect(() => {
    latest.current = commands;
  });
  useEffect(() => {
    if (!container) throw new Error('useCommands needs a <ContainerContext.Provider> above it');
    const registry = container.get<CommandRegistry>(CommandRegistry);
    return registry.register(
      { ownerId, container: () => container },
      latest.current.map((c) => ({ ...c, run: (ctx) => (latest.current.find((x) => x.id === c.id) ?? c).run(ctx) })),
    );
  }, [container, ownerId, ...deps]); // eslint-disable-line react-hooks/exhaustive-deps
}
