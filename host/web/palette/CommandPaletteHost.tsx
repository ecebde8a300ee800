import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CommandRegistry, NotificationBus, useService } from '@portolan/sdk';
import { matchShortcut } from '../../../core/web/commands/matchShortcut';
import { loadChunk } from '../../../core/web/loading/loadChunk';
import { ChunkErrorBoundary } from '../shell/ChunkErrorBoundary';
import { OPEN_PALETTE_EVENT } from './openCommandPalette';

/** The palette dialog is a chunk of its own, fetched the first time it opens. */
const CommandPalette = lazy(() => loadChunk(() => import('./CommandPalette')));

/** Where a bare key (a shortcut without Ctrl, Cmd or Alt) is text, not a command. */
function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return Boolean(el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName)));
}

/**
 * Listens for Ctrl/Cmd+K (opens the command palette) and for the shortcuts of the commands the user
 * may run, anywhere in the signed-in workbench, and for `openCommandPalette()`; renders the palette
 * while it is open.
 */
export function CommandPaletteHost() {
  const commands = useService(CommandRegistry);
  const notify = useService(NotificationBus);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (matchShortcut(event, 'mod+k')) {
        event.preventDefault();
        setOpen((o) => !o);
        return;
      }
      const bare = !event.ctrlKey && !event.metaKey && !event.altKey;
      if (bare && isTyping(event.target)) return;
      const command = commands.visible.find((c) => c.shortcut && matchShortcut(event, c.shortcut));
      if (!command) return;
      event.preventDefault();
      commands.run(command, navigate).catch((error: unknown) => notify.failure(`${command.title} failed: ${error instanceof Error ? error.message : String(error)}`));
    };
    const onOpen = () => setOpen(true);
    window.addEventListener('keydown', onKey);
    window.addEventListener(OPEN_PALETTE_EVENT, onOpen);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener(OPEN_PALETTE_EVENT, onOpen);
    };
  }, [commands, navigate, notify]);

  if (!open) return null;
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={null}>
        <CommandPalette onClose={() => setOpen(false)} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
