import { useState } from 'react';
import { Button, Callout, FormGroup, HTMLSelect, HTMLTable } from '@blueprintjs/core';
import { Entitlements, HttpClient, LoadStates, formatDate, useCommands, useLoad, useService } from '@portolan/sdk';
import { RATES_API, type ExchangeRates } from '../../../shared/types';
import { CurrencyConverter } from './CurrencyConverter';
import { ExchangeRatesForm } from './ExchangeRatesForm';

/**
 * `/rates/exchange-rates` (and under `/rates-v2`): the stored exchange-rate table (no live feed is
 * reachable: an admin-maintained table seeded from a dated reference snapshot, its source always
 * shown), per base currency, a converter, and — for Update on rates — the form that sets it.
 */
export default function ExchangeRatesScreen() {
  const http = useService(HttpClient);
  const canEdit = useService(Entitlements).isAllowed('rates', 'Update');
  const [base, setBase] = useState('USD');
  const [editing, setEditing] = useState(false);
  const loaded = useLoad<ExchangeRates>(http, `${RATES_API.exchangeRate}?base=${encodeURIComponent(base)}`);
  const table = loaded.data;
  useCommands(
    [
      { id: 'reload-exchange-rates', title: 'Reload exchange rates', shortcut: 'alt+r', run: () => loaded.reload() },
      ...(canEdit ? [{ id: 'edit-exchange-rates', title: 'Edit exchange rates', shortcut: 'alt+e', run: () => setEditing(true) }] : []),
    ],
    [loaded.reload, canEdit],
  );
  const currencies = table ? Object.keys(table.rates).filter((c) => c !== table.base).sort() : [];
  return (
    <section aria-labelledby="fx-title">
      <h1 id="fx-title" className="pt-page-title">
        Exchange rates
      </h1>
      <LoadStates isFetching={loaded.isFetching} error={loaded.error} empty={!table} emptyText="No exchange rates" onRetry={loaded.reload}>
        {table && (
          <>
            <Callout intent="primary" icon="info-sign" role="note" aria-label="Source of the rates" style={{ marginBottom: 12 }}>
              Source: <strong>{table.source}</strong>, rate date {formatDate(table.rateDate)}. Rate search converts charges at this table and shows its date.
            </Callout>
            <div style={{ display: 'flex', gap: 12, alignItems: 'flex-end' }}>
              <FormGroup label="Base currency" labelFor="fx-base">
                <HTMLSelect
                  id="fx-base"
                  value={base}
                  onChange={(e) => {
                    setEditing(false);
                    setBase(e.target.value);
                  }}
                  options={table.supportedCurrencies.length ? table.supportedCurrencies : [table.base]}
                />
              </FormGroup>
              {canEdit && !editing && <Button style={{ marginBottom: 15 }} icon="edit" text="Edit rates" onClick={() => setEditing(true)} />}
            </div>
            {editing && (
              <ExchangeRatesForm
                key={`${table.base}-${table.rateDate}`}
                table={table}
                onSaved={() => {
                  setEditing(false);
                  loaded.reload();
                }}
              />
            )}
            <CurrencyConverter key={table.base} table={table} />
            <HTMLTable compact striped aria-label={`Exchange rates per ${table.base}`} style={{ width: '100%' }}>
              <thead>
                <tr>
                  <th scope="col">Currency</th>
                  <th scope="col">Units per {table.base}</th>
                  <th scope="col">Rate date</th>
                  <th scope="col">Source</th>
                </tr>
              </thead>
              <tbody>
                {currencies.map((c) => (
                  <tr key={c}>
                    <th scope="row">{c}</th>
                    <td style={{ fontVariantNumeric: 'tabular-nums' }}>{table.rates[c]}</td>
                    <td>{formatDate(table.rateDate)}</td>
                    <td>{table.source}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </>
        )}
      </LoadStates>
    </section>
  );
}
