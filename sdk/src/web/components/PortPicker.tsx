import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Classes, FormGroup, InputGroup, PopoverNext, Spinner, type Intent } from '@blueprintjs/core';
import { HttpClient } from '../HttpClient';
import { useService } from '../useService';
import { PLACES_LOOKUP_PATH, type PlaceSuggestion } from '../../shared/geo/PlaceSuggestion';

export interface PortPickerProps {
  /** The input's id (the label points at it; options are `${id}-option-<n>`). */
  id: string;
  /** The visible label. */
  label: string;
  /** The chosen UN/LOCODE, or ''. */
  value: string;
  /** A pick gives the code and the place; clearing the field gives ''. */
  onChange: (code: string, place?: PlaceSuggestion) => void;
  /** 'PORT': seaports only; 'ANY' (default): seaports and inland places. */
  kind?: 'PORT' | 'ANY';
  placeholder?: string;
  intent?: Intent;
  disabled?: boolean;
  /** Below the field: a hint, or the server's 400 for it. */
  helperText?: ReactNode;
}

const DEBOUNCE_MS = 150;
const LIMIT = 8;

function labelOf(place: PlaceSuggestion): string {
  return `${place.name} (${place.code})`;
}

function detailOf(place: PlaceSuggestion): string {
  if (place.kind === 'PORT') return 'Port';
  const nearest = place.nearestPorts[0];
  return nearest ? `Inland · ${nearest.name} ${nearest.km.toLocaleString('en')} km` : 'Inland';
}

type Answer = { items: PlaceSuggestion[]; error?: undefined } | { items?: undefined; error: string };

/**
 * A place field: a combobox that asks the place autocomplete (`/api/system/lookup/places?q=`, the
 * lookups plugin) as the user types — debounced, older answers dropped — and lists code, name,
 * country and kind (a seaport, or an inland place with its nearest port). ↑/↓ move, Enter picks,
 * Escape closes; a failed lookup shows "Server Error" in the list (SPEC §8 lookup lists).
 */
export function PortPicker({ id, label, value, onChange, kind = 'ANY', placeholder = 'Code or name, e.g. INNSA', intent, disabled, helperText }: PortPickerProps) {
  const http = useService(HttpClient);
  const [chosen, setChosen] = useState<PlaceSuggestion | undefined>();
  const [text, setText] = useState<string | undefined>(); // what the user typed; undefined = show the value
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState<Answer | undefined>();
  const [active, setActive] = useState(0);
  const latest = useRef(0);
  const listId = `${id}-listbox`;

  const ask = async (q: string, limit: number, signal?: AbortSignal): Promise<Answer> => {
    const query: Record<string, unknown> = { q, limit };
    if (kind === 'PORT') query.kind = 'PORT';
    const result = await http.get<{ items: PlaceSuggestion[] }>(PLACES_LOOKUP_PATH, { query, signal });
    return result.ok && result.data ? { items: result.data.items } : { error: 'Server Error' };
  };

  // A value set from outside (a saved record): find its name once.
  const known = chosen?.code === value ? chosen : undefined;
  useEffect(() => {
    if (!value || known) return;
    const controller = new AbortController();
    void ask(value, 1, controller.signal).then((found) => {
      const place = found.items?.[0];
      if (!controller.signal.aborted && place?.code === value) setChosen(place);
    });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asks again only when the value or kind changes
  }, [value, known, kind]);

  // As the user types: ask after a pause; an answer to older text is dropped.
  useEffect(() => {
    const q = text?.trim() ?? '';
    const seq = ++latest.current; // an answer still on its way for older text is dropped
    if (!q) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void ask(q, LIMIT, controller.signal).then((found) => {
        if (seq !== latest.current) return;
        setAnswer(found);
        setActive(0);
      });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asks again only when the text or kind changes
  }, [text, kind]);

  const items = answer?.items ?? [];
  const pick = (place: PlaceSuggestion) => {
    setChosen(place);
    setText(undefined);
    setOpen(false);
    setAnswer(undefined);
    onChange(place.code, place);
  };
  const close = () => {
    setOpen(false);
    if (text !== undefined && !text.trim() && value) onChange('');
    setText(undefined);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (items.length) setActive((i) => (i + (event.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length);
    } else if (event.key === 'Enter' && open && items[active]) {
      event.preventDefault();
      pick(items[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  const shown = text ?? (known ? labelOf(known) : value);
  const typing = Boolean(text?.trim());
  const isOpen = open && typing && answer !== undefined;
  const activeId = isOpen && items[active] ? `${id}-option-${active}` : undefined;

  const list = (
    <ul id={listId} role="listbox" aria-label={label} className={`${Classes.MENU} pt-port-picker-list`} style={{ maxHeight: 320, overflowY: 'auto' }}>
      {answer?.error !== undefined && (
        <li role="option" aria-disabled="true" aria-selected="false" className={`${Classes.MENU_ITEM} ${Classes.INTENT_DANGER}`}>
          {answer.error}
        </li>
      )}
      {answer?.items?.length === 0 && (
        <li role="option" aria-disabled="true" aria-selected="false" className={`${Classes.MENU_ITEM} ${Classes.TEXT_MUTED}`}>
          No matching place
        </li>
      )}
      {items.map((place, i) => (
        <li
          key={place.code}
          id={`${id}-option-${i}`}
          role="option"
          aria-selected={i === active}
          className={`${Classes.MENU_ITEM}${i === active ? ` ${Classes.ACTIVE}` : ''}`}
          onMouseDown={(e) => e.preventDefault()}
          onMouseEnter={() => setActive(i)}
          onClick={() => pick(place)}
        >
          <span className={Classes.FILL}>
            <strong>{place.code}</strong> {place.name}, {place.countryName}
          </span>
          <span className={Classes.MENU_ITEM_LABEL}>{detailOf(place)}</span>
        </li>
      ))}
    </ul>
  );

  return (
    <FormGroup label={label} labelFor={id} intent={intent} helperText={helperText} disabled={disabled}>
      <PopoverNext
        isOpen={isOpen}
        onInteraction={(next) => !next && setOpen(false)}
        autoFocus={false}
        enforceFocus={false}
        // Focus never leaves the input for the list, so closing must not move it back there: by then
        // the user may be typing in the next field (PopoverNext returns focus by default).
        shouldReturnFocusOnClose={false}
        placement="bottom-start"
        matchTargetWidth
        arrow={false}
        animation="minimal"
        content={list}
        // The combobox itself carries aria-expanded; the wrapper may not (axe aria-allowed-attr).
        renderTarget={({ isOpen: _isOpen, 'aria-expanded': _expanded, 'aria-haspopup': _haspopup, ref, ...target }) => (
          <div {...target} ref={ref}>
            <InputGroup
              id={id}
              role="combobox"
              aria-expanded={isOpen}
              aria-controls={isOpen ? listId : undefined}
              aria-autocomplete="list"
              aria-activedescendant={activeId}
              autoComplete="off"
              leftIcon="map-marker"
              placeholder={placeholder}
              intent={intent}
              disabled={disabled}
              value={shown}
              onChange={(e) => {
                setText(e.target.value);
                setOpen(true);
              }}
              onKeyDown={onKeyDown}
              onBlur={close}
              rightElement={typing && answer === undefined ? <Spinner size={16} aria-label="Searching" /> : undefined}
            />
          </div>
        )}
      />
    </FormGroup>
  );
}
PortPicker.displayName = 'Portolan.PortPicker';
