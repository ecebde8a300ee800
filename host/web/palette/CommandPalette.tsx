import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { Classes, Dialog, InputGroup, Menu, MenuDivider, MenuItem, Spinner, type IconName } from '@blueprintjs/core';
import { CommandRegistry, HttpClient, NavRegistry, NotificationBus, SlotRegistry, useService } from '@portolan/sdk';
import { formatShortcut } from '../../../core/web/commands/matchShortcut';
import { paletteItems, type PaletteItem } from './paletteItems';
import { searchProviders, type SearchGroup } from './searchProviders';

/** Wait this long after the last key before asking the search providers. */
export const SEARCH_DELAY_MS = 250;
/** Search starts from this many characters. */
const MIN_SEARCH = 2;

/**
 * The command palette (Ctrl/Cmd+K): the commands and places the user may use, and global search
 * results from each plugin's provider, filtered as they type. Arrow keys move, Enter chooses,
 * Escape closes. A Blueprint Dialog with an InputGroup and a Menu (no @blueprintjs/select here).
 */
const CommandPalette = observer(function CommandPalette({ onClose }: { onClose: () => void }) {
  const commands = useService(CommandRegistry);
  const nav = useService(NavRegistry);
  const slots = useService(SlotRegistry);
  const http = useService(HttpClient);
  const notify = useService(NotificationBus);
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [search, setSearch] = useState<{ query: string; groups: SearchGroup[] } | undefined>();
  const providers = slots.searchProviders;

  useEffect(() => {
    const q = query.trim();
    if (q.length < MIN_SEARCH || providers.length === 0) {
      setSearch(undefined);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void searchProviders(providers, q, { slots, http, signal: controller.signal, navigate }).then((groups) => {
        if (!controller.signal.aborted) setSearch({ query: q, groups });
      });
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, providers, slots, http, navigate]);

  const items = useMemo(() => {
    const found: PaletteItem[] = paletteItems(query, commands.visible, nav.visible);
    for (const group of search?.query === query.trim() ? search.groups : []) {
      for (const r of group.results) found.push({ key: `search:${group.pluginId}:${r.id}`, title: r.title, section: group.title, shortcut: r.description, target: { to: r.to } });
    }
    return found;
  }, [query, commands.visible, nav.visible, search]);
  const searching = query.trim().length >= MIN_SEARCH && providers.length > 0 && search?.query !== query.trim();
  const failed = search?.query === query.trim() ? search.groups.filter((g) => g.error) : [];

  const choose = async (item: PaletteItem | undefined) => {
    if (!item) return;
    onClose();
    if ('to' in item.target) navigate(item.target.to);
    else {
      try {
        await commands.run(item.target.command, navigate);
      } catch (error) {
        notify.failure(`${item.title} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (items.length ? (i + step + items.length) % items.length : 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      void choose(items[Math.min(active, items.length - 1)]);
    }
  };

  let section = '';
  return (
    <Dialog isOpen onClose={onClose} title="Command palette" className="pt-palette" style={{ width: 560 }}>
      <div className={Classes.DIALOG_BODY}>
        <InputGroup
          autoFocus
          large
          leftIcon="search"
          placeholder="Type a command, a page or something to find…"
          aria-label="Search commands, pages and records"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          rightElement={searching ? <Spinner size={16} aria-label="Searching" /> : undefined}
        />
        <Menu aria-label="Results" style={{ maxHeight: 360, overflowY: 'auto', marginTop: 8 }}>
          {items.length === 0 && !searching && <MenuItem disabled text={query ? 'Nothing found' : 'No commands'} />}
          {items.flatMap((item, index) => {
            const lines = [];
            if (item.section !== section) {
              section = item.section;
              lines.push(<MenuDivider key={`section:${section}:${index}`} title={section} />);
            }
            lines.push(
              <MenuItem
                key={item.key}
                active={index === active}
                icon={item.icon as IconName | undefined}
                text={item.title}
                label={'command' in item.target && item.shortcut ? formatShortcut(item.shortcut) : item.shortcut}
                onMouseEnter={() => setActive(index)}
                onClick={() => void choose(item)}
              />,
            );
            return lines;
          })}
          {failed.map((g) => (
            <MenuItem key={`failed:${g.pluginId}`} disabled text={`${g.title}: ${g.error}`} />
          ))}
        </Menu>
      </div>
    </Dialog>
  );
});

export default CommandPalette;
