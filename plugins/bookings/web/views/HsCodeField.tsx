import { useEffect, useId, useState } from 'react';
import { Classes, InputGroup, Menu, MenuItem } from '@blueprintjs/core';
import type { FormState } from '@portolan/sdk';
import type { HsCode } from '../../shared/types';
import { useBookingsApi } from '../api/bookingsApi';
import type { BookingValues } from './bookingFormValues';

/**
 * A cargo line's HS code: type digits or words, the HS 2022 subheadings that match (BOOKINGS_API.hsCodes)
 * list under it with their descriptions; picking one sets the code (and the goods' description when
 * empty). The chosen code's description shows beneath.
 */
export function HsCodeField({ form, name, descriptionName, label }: { form: FormState<BookingValues>; name: string; descriptionName: string; label: string }) {
  const api = useBookingsApi();
  const listId = useId();
  const value = form.values[name] ?? '';
  const [query, setQuery] = useState<string | undefined>();
  const [options, setOptions] = useState<HsCode[]>([]);
  const [known, setKnown] = useState<Record<string, string>>({});
  const code = value.replace(/\./g, '');

  useEffect(() => {
    if (!query || query.trim().length < 2) return;
    let current = true;
    const timer = setTimeout(() => {
      void api.hsCodes(query.trim(), 10).then((answer) => {
        if (!current || !answer.ok) return;
        const six = (answer.data ?? []).filter((h) => h.level === 6);
        setOptions(six);
        setKnown((k) => ({ ...k, ...Object.fromEntries(six.map((h) => [h.code, h.description])) }));
      });
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, query]);

  // A code set from outside (a draft, a prefill) is named by one look-up.
  useEffect(() => {
    if (!/^\d{6}$/.test(code) || known[code] !== undefined) return;
    let current = true;
    void api.hsCode(code).then((answer) => current && setKnown((k) => ({ ...k, [code]: answer.ok && answer.data ? answer.data.description : '' })));
    return () => {
      current = false;
    };
  }, [api, code, known]);

  const pick = (h: HsCode) => {
    form.set(name, h.code);
    if (!form.values[descriptionName]?.trim()) form.set(descriptionName, h.description);
    setQuery(undefined);
    setOptions([]);
  };
  const open = query !== undefined && options.length > 0;
  const input = form.input(name);
  return (
    <div style={{ position: 'relative' }}>
      <InputGroup
        {...input}
        aria-label={label}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        size="small"
        placeholder="Code or words"
        intent={form.errors[name] ? 'danger' : 'none'}
        onChange={(e) => {
          input.onChange(e);
          setQuery(e.target.value);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setQuery(undefined);
          if (e.key === 'Enter' && open) {
            e.preventDefault();
            pick(options[0]);
          }
        }}
        onBlur={() => setTimeout(() => setQuery(undefined), 150)}
      />
      {open && (
        <Menu id={listId} role="listbox" aria-label={`${label} suggestions`} style={{ position: 'absolute', zIndex: 20, width: 380, maxHeight: 260, overflowY: 'auto' }} className={Classes.ELEVATION_2}>
          {options.map((h) => (
            <MenuItem key={h.code} role="option" text={<span><strong>{h.code}</strong> {h.description}</span>} onMouseDown={(e) => e.preventDefault()} onClick={() => pick(h)} />
          ))}
        </Menu>
      )}
      {!form.errors[name] && known[code] && <div className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>{known[code]}</div>}
    </div>
  );
}
