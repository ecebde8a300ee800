import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Callout, HTMLSelect, InputGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { CONTAINER_TYPES, FormField, PortPickerField, useCommands, useForm, type ApiResult } from '@portolan/sdk';
import type { RateSearch } from '../../../shared/types';
import type { RateSearchStore } from '../../stores/RateSearchStore';
import { paramsOfSearch } from './searchParams';
import { searchFormProblems, searchOfValues, valuesOfSearch, type SearchFormValues } from './searchFormValues';


type Row = { type: string; count: string };

function rowsOf(text: string): Row[] {
  return text
    .split(',')
    .filter((part) => part.trim())
    .map((part) => {
      const [type = '', count = ''] = part.split(':');
      return { type: type.trim(), count: count.trim() };
    });
}

const textOf = (rows: Row[]) => rows.map((r) => `${r.type}:${r.count}`).join(',');

export interface SearchFormProps {
  store: RateSearchStore;
  /** The search the URL names (the form follows it when it changes by navigation: back, a shared link). */
  urlSearch: RateSearch | undefined;
  defaults: { readyOn: string; currency: string };
  /** Runs the search (puts it in the URL and posts it); the answer's 400 shows beside its field. */
  onSearch: (search: RateSearch) => Promise<ApiResult<unknown>>;
}

/**
 * The search form: origin and destination (port or place), FCL container rows or LCL weight and
 * volume, the cargo-ready day, the answer's currency and optional carriers. Enter searches; client
 * checks mirror the server's; its 400 shows beside the field it names.
 */
export const SearchForm = observer(function SearchForm({ store, urlSearch, defaults, onSearch }: SearchFormProps) {
  const form = useForm<SearchFormValues>({
    initial: valuesOfSearch(urlSearch, defaults),
    validate: searchFormProblems,
    submit: (values) => onSearch(searchOfValues(values)),
  });
  const urlKey = urlSearch ? paramsOfSearch(urlSearch).toString() : '';
  const [syncedKey, setSyncedKey] = useState(urlKey);
  if (urlKey !== syncedKey) {
    // The URL changed by navigation (back, a link): show its search, unless it is the one just submitted.
    setSyncedKey(urlKey);
    if (urlSearch && urlKey !== paramsOfSearch(searchOfValues(form.values)).toString()) form.reset(valuesOfSearch(urlSearch, defaults));
  }
  useCommands([{ id: 'rates-search', title: 'Run the rate search', section: 'Rates', run: () => void form.onSubmit() }]);

  const v = form.values;
  const types = store.containerTypes.data?.length ? store.containerTypes.data : CONTAINER_TYPES;
  const currencies = store.exchangeRates.data?.supportedCurrencies ?? [];
  const currencyOptions = [...new Set([v.currency, ...currencies].filter(Boolean))];
  const rows = rowsOf(v.containers);
  const setRows = (next: Row[]) => form.set('containers', textOf(next));
  const lookupError = store.containerTypes.error ?? store.exchangeRates.error;
  const usedTypes = new Set(rows.map((r) => r.type));

  return (
    <form onSubmit={(e) => void form.onSubmit(e)} noValidate aria-label="Rate search" className="pt-rate-search-form">
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0 16px', alignItems: 'flex-start' }}>
        <div style={{ minWidth: 240 }}>
          <PortPickerField form={form} name="origin" label="Origin" placeholder="Port or place, e.g. INNSA" help="Port or inland place" />
        </div>
        <div style={{ minWidth: 240 }}>
          <PortPickerField form={form} name="destination" label="Destination" placeholder="Port or place, e.g. NLRTM" help="Port or inland place" />
        </div>
        <FormField form={form} name="readyOn" label="Cargo ready" required>
          <InputGroup {...form.input('readyOn')} type="date" intent={form.errors.readyOn ? 'danger' : 'none'} />
        </FormField>
        <FormField form={form} name="currency" label="Currency" required>
          <HTMLSelect {...form.input('currency')} options={currencyOptions.length ? currencyOptions : ['USD']} />
        </FormField>
        <FormField form={form} name="carriers" label="Carriers" help="Optional: SCAC codes, e.g. MAEU, MSCU">
          <InputGroup {...form.input('carriers')} placeholder="All carriers" intent={form.errors.carriers ? 'danger' : 'none'} />
        </FormField>
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0 24px', alignItems: 'flex-start' }}>
        <RadioGroup label="Load" inline selectedValue={v.mode} onChange={(e) => form.set('mode', e.currentTarget.value)}>
          <Radio label="Full containers (FCL)" value="FCL" />
          <Radio label="Less than a container (LCL)" value="LCL" />
        </RadioGroup>
        {v.mode === 'FCL' ? (
          <FormField form={form} name="containers" label="Containers" required>
            <div role="group" aria-label="Containers" style={{ display: 'grid', gap: 4 }}>
              {rows.map((row, i) => (
                <div key={i} style={{ display: 'flex', gap: 4, alignItems: 'center' }}>
                  <HTMLSelect
                    id={i === 0 ? form.idOf('containers') : undefined}
                    aria-label={`Container type, row ${i + 1}`}
                    aria-invalid={Boolean(form.errors.containers)}
                    aria-describedby={form.errors.containers ? `${form.idOf('containers')}-error` : undefined}
                    value={row.type}
                    onChange={(e) => setRows(rows.map((r, j) => (j === i ? { ...r, type: e.currentTarget.value } : r)))}
                  >
                    {!row.type && <option value="">Choose…</option>}
                    {types.map((t) => (
                      <option key={t.code} value={t.code} disabled={t.code !== row.type && usedTypes.has(t.code)}>
                        {t.code} {t.name !== t.code ? `— ${t.name}` : ''}
                      </option>
                    ))}
                  </HTMLSelect>
                  <InputGroup
                    aria-label={`Count, row ${i + 1}`}
                    type="number"
                    min={1}
                    max={999}
                    step={1}
                    value={row.count}
                    style={{ width: 72 }}
                    onChange={(e) => setRows(rows.map((r, j) => (j === i ? { ...r, count: e.currentTarget.value } : r)))}
                  />
                  <Button variant="minimal" icon="cross" aria-label={`Remove row ${i + 1}`} disabled={rows.length === 1} onClick={() => setRows(rows.filter((_, j) => j !== i))} />
                </div>
              ))}
              <Button
                variant="minimal"
                icon="add"
                text="Add container type"
                size="small"
                style={{ justifySelf: 'start' }}
                disabled={rows.length >= Math.min(6, types.length)}
                onClick={() => setRows([...rows, { type: types.find((t) => !usedTypes.has(t.code))?.code ?? '', count: '1' }])}
              />
            </div>
          </FormField>
        ) : (
          <>
            <FormField form={form} name="cargo.weightKg" label="Weight (kg)" required>
              <InputGroup {...form.input('cargo.weightKg')} inputMode="decimal" intent={form.errors['cargo.weightKg'] ? 'danger' : 'none'} />
            </FormField>
            <FormField form={form} name="cargo.volumeM3" label="Volume (m³)" required>
              <InputGroup {...form.input('cargo.volumeM3')} inputMode="decimal" intent={form.errors['cargo.volumeM3'] ? 'danger' : 'none'} />
            </FormField>
          </>
        )}
      </div>
      {lookupError && (
        <Callout intent="warning" role="status" style={{ marginBottom: 8 }}>
          Container types or currencies could not be loaded: {lookupError}{' '}
          <Button size="small" variant="minimal" text="Retry" onClick={() => void store.fetchLookups()} />
        </Callout>
      )}
      <Button type="submit" intent="primary" icon="search" text="Search rates" loading={form.submitting} />
    </form>
  );
});
