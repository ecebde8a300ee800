import { useState, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, InputGroup, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { SearchHistory } from '../SearchHistory';
import { Session } from '../Session';
import { useService } from '../useService';

export interface SearchBoxProps {
  /** The search in force (e.g. from the URL). */
  value: string;
  /** Called with the trimmed text on Enter, on picking a history entry, and with '' on clear. */
  onSearch: (text: string) => void;
  placeholder?: string;
  /** Accessible name. @default 'Search' */
  label?: string;
  /** @default 260 */
  width?: number;
}

/**
 * A search field with the SPEC §5 search history: each search is remembered per user (5 at most, no
 * duplicates, newest first) and offered when the field has focus.
 */
export const SearchBox = observer(function SearchBox({ value, onSearch, placeholder = 'Search…', label = 'Search', width = 260 }: SearchBoxProps) {
  const history = useService(SearchHistory);
  const session = useService(Session);
  const userId = session.user?._id ?? '';
  const [text, setText] = useState(value);
  const [open, setOpen] = useState(false);
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    setText(value);
  }
  const entries = userId ? history.entries(userId) : [];

  const run = (query: string) => {
    const trimmed = query.trim();
    if (trimmed && userId) history.add(userId, trimmed);
    setText(trimmed);
    setOpen(false);
    onSearch(trimmed);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') run(text);
    if (event.key === 'Escape') setOpen(false);
  };

  const input = (
    <InputGroup
      type="search"
      aria-label={label}
      leftIcon="search"
      placeholder={placeholder}
      value={text}
      style={{ width }}
      onChange={(e) => setText(e.target.value)}
      onFocus={() => setOpen(true)}
      onKeyDown={onKeyDown}
      rightElement={text ? <Button variant="minimal" icon="cross" aria-label="Clear search" onClick={() => run('')} /> : undefined}
    />
  );

  return (
    <PopoverNext
      isOpen={open && entries.length > 0}
      onInteraction={(next) => setOpen(next)}
      autoFocus={false}
      enforceFocus={false}
      placement="bottom-start"
      arrow={false}
      animation="minimal"
      content={
        <Menu aria-label="Recent searches">
          <MenuDivider title="Recent searches" />
          {entries.map((entry) => (
            <MenuItem key={entry.text} icon="history" text={entry.text} onClick={() => run(entry.text)} />
          ))}
          <MenuDivider />
          <MenuItem icon="trash" text="Clear history" onClick={() => history.clear(userId)} />
        </Menu>
      }
      // The target is a plain wrapper: a search field may not carry aria-expanded / aria-haspopup
      // (axe aria-allowed-attr), which PopoverNext puts on its child target.
      renderTarget={({ isOpen: _isOpen, 'aria-expanded': _expanded, 'aria-haspopup': _haspopup, ref, ...target }) => (
        <span {...target} ref={ref}>
          {input}
        </span>
      )}
    />
  );
});
SearchBox.displayName = 'Portolan.SearchBox';
