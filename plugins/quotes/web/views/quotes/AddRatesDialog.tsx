import { useState } from 'react';
import { Button, Callout, Checkbox, Dialog, DialogBody, DialogFooter, HTMLTable, Tab, Tabs } from '@blueprintjs/core';
import { HttpClient, LoadStates, formatDate, formatMoney, formatPort, useLoad, useService, type ApiResult } from '@portolan/sdk';
import { carrierLabel, type RateOption, type ShortlistEntry } from '@portolan/sdk/shared';
import { QUOTES_API, type QuoteRecord } from '../../../shared/types';
import { answerParts } from './answerParts';

export type AddRatesDialogProps = {
  quote: QuoteRecord;
  onClose: () => void;
  /** Posts `associated-rates` with the quote's current version (the editor saves pending edits first). */
  onAdd: (rates: Array<{ rateId: string }>, shortlistIds: string[]) => Promise<ApiResult<unknown>>;
};

/** The id the server associates: the ocean-freight (OFR) line's rate, else the freight stage's, else the first line's. */
export function freightRateIdOf(option: RateOption): string {
  const line = option.lines.find((l) => l.code === 'OFR') ?? option.lines.find((l) => l.stage === 'FREIGHT') ?? option.lines[0];
  return line?.rateId ?? option.id;
}

function OptionsTable({ options, selected, onToggle, label }: { options: Array<{ key: string; option: RateOption; note?: string | null }>; selected: Set<string>; onToggle: (key: string) => void; label: string }) {
  return (
    <div style={{ maxHeight: 380, overflow: 'auto' }}>
      <HTMLTable compact striped style={{ width: '100%' }} aria-label={label}>
        <thead>
          <tr>
            <th scope="col">Add</th>
            <th scope="col">Carrier</th>
            <th scope="col">Routing</th>
            <th scope="col">Transit</th>
            <th scope="col">Validity</th>
            <th scope="col" style={{ textAlign: 'right' }}>
              Buy total
            </th>
            <th scope="col">Lines</th>
          </tr>
        </thead>
        <tbody>
          {options.map(({ key, option: o, note }) => {
            const name = `${carrierLabel(o.carrier, 'Any carrier')} ${formatPort(o.origin)} to ${formatPort(o.destination)}, ${formatMoney({ decimal: o.total }, o.currency)}`;
            return (
              <tr key={key}>
                <td>
                  <Checkbox checked={selected.has(key)} onChange={() => onToggle(key)} aria-label={`Add ${name}`} style={{ margin: 0 }} />
                </td>
                <td>{carrierLabel(o.carrier, '—')}</td>
                <td>
                  {formatPort(o.origin)} → {formatPort(o.destination)}
                  {o.via.length ? <div className="bp6-text-muted bp6-text-small">via {o.via.join(', ')}</div> : null}
                  {note && <div className="bp6-text-muted bp6-text-small">{note}</div>}
                </td>
                <td>{o.transitDays == null ? '—' : `${o.transitDays} d`}</td>
                <td>
                  {formatDate(o.validFrom)} – {formatDate(o.validTo)}
                </td>
                <td style={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>{formatMoney({ decimal: o.total }, o.currency)}</td>
                <td className="bp6-text-small">{o.lines.map((l) => l.code).join(', ')}</td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
    </div>
  );
}

/**
 * "Add rates to quote" (SPEC feature screen): the inventory options for the enquiry's lane priced in the
 * quote currency (`quote/:id/rate-options`) and the user's shortlist; the ticked ones become options.
 */
export function AddRatesDialog({ quote, onClose, onAdd }: AddRatesDialogProps) {
  const http = useService(HttpClient);
  const [tab, setTab] = useState<string>('inventory');
  const inventory = useLoad<unknown>(http, `${QUOTES_API.quote}/${quote._id}/rate-options`);
  const shortlist = useLoad<unknown>(http, tab === 'shortlist' ? QUOTES_API.shortlistedItems : undefined);
  const options = answerParts.items<RateOption>(inventory.data);
  const entries = answerParts.items<ShortlistEntry>(shortlist.data);
  const [rates, setRates] = useState<Set<string>>(new Set());
  const [shortlisted, setShortlisted] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const toggle = (set: Set<string>, key: string) => {
    const next = new Set(set);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    return next;
  };
  const count = rates.size + shortlisted.size;
  const add = async () => {
    setBusy(true);
    setError(undefined);
    const chosen = options.filter((o) => rates.has(o.id)).map((o) => ({ rateId: freightRateIdOf(o) }));
    const answer = await onAdd(chosen, [...shortlisted]);
    setBusy(false);
    if (answer.ok) onClose();
    else setError(answer.errorMessage ?? 'Server Error');
  };
  return (
    <Dialog isOpen title="Add rates to quote" onClose={onClose} style={{ width: 920, maxWidth: '95vw' }}>
      <DialogBody>
        <Tabs id="add-rates-tabs" selectedTabId={tab} onChange={(id) => setTab(String(id))}>
          <Tab
            id="inventory"
            title="Inventory"
            panel={
              <LoadStates isFetching={inventory.isFetching} error={inventory.error} empty={!options.length} emptyText="No rates in your inventory fit this enquiry's lane" onRetry={inventory.reload}>
                <OptionsTable label="Inventory rates for the lane" options={options.map((o) => ({ key: o.id, option: o }))} selected={rates} onToggle={(k) => setRates((s) => toggle(s, k))} />
              </LoadStates>
            }
          />
          <Tab
            id="shortlist"
            title="Shortlist"
            panel={
              <LoadStates isFetching={shortlist.isFetching} error={shortlist.error} empty={!entries.length} emptyText="Your shortlist is empty" onRetry={shortlist.reload}>
                <OptionsTable label="Shortlisted rates" options={entries.map((e) => ({ key: e._id, option: e.option, note: e.note }))} selected={shortlisted} onToggle={(k) => setShortlisted((s) => toggle(s, k))} />
              </LoadStates>
            }
          />
        </Tabs>
        {error && (
          <Callout intent="danger" role="alert" style={{ marginTop: 8 }}>
            {error}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} />
            <Button intent="primary" icon="add" disabled={!count} loading={busy} text={count === 1 ? 'Add 1 option' : `Add ${count} options`} onClick={() => void add()} />
          </>
        }
      />
    </Dialog>
  );
}
