import { useState } from 'react';
import { Checkbox, InputGroup, TextArea } from '@blueprintjs/core';
import { FormDialog, FormField, formatMoney, isDecimal, useForm, type ApiResult } from '@portolan/sdk';
import type { CompareLane, NegotiationInput } from '../../../shared/types';

type Values = { deadline: string; message: string; items: string };
/** Chosen lanes → vendor id → counter amount text ('' asks for a better price without naming one). */
type Choice = Record<string, Record<string, string>>;

export interface NewRoundDialogProps {
  rfqId: string;
  version: number;
  currency: string;
  /** The matrix's lanes (only those with bids can be negotiated). */
  lanes: CompareLane[];
  onClose: () => void;
  onSubmit: (data: NegotiationInput) => Promise<ApiResult<unknown>>;
}

/**
 * "New round…": the lanes to negotiate, on each the vendors to ask (those who bid, all ticked at first)
 * with an optional counter-offer, the round's deadline and a message to the vendors.
 */
export function NewRoundDialog({ rfqId, version, currency, lanes, onClose, onSubmit }: NewRoundDialogProps) {
  const [choice, setChoice] = useState<Choice>({});
  const [search, setSearch] = useState('');
  const bidLanes = lanes.filter((l) => l.bids.length);
  const items = () => Object.entries(choice).flatMap(([laneId, vendors]) => Object.entries(vendors).map(([vendorCompanyId, counter]) => ({ laneId, vendorCompanyId, counter: counter.trim() })));
  const form = useForm<Values>({
    initial: { deadline: '', message: '', items: '' },
    validate: (v) => ({
      deadline: !v.deadline ? 'Give the round a deadline' : Number.isNaN(Date.parse(v.deadline)) ? 'Not a date and time' : Date.parse(v.deadline) <= Date.now() ? 'The deadline must be in the future' : undefined,
      items: !items().length ? 'Choose at least one lane and vendor' : items().some((i) => i.counter && (!isDecimal(i.counter, 2) || i.counter.startsWith('-'))) ? 'A counter-offer is an amount with up to 2 decimals' : undefined,
    }),
    submit: (v) =>
      onSubmit({
        rfqId,
        version,
        deadline: new Date(v.deadline).toISOString(),
        message: v.message.trim() || null,
        items: items().map((i) => ({ laneId: i.laneId, vendorCompanyId: i.vendorCompanyId, ...(i.counter && { counterAmount: i.counter }) })),
      }),
  });
  const touch = (next: Choice) => {
    setChoice(next);
    form.set('items', String(Object.keys(next).length));
  };
  const toggleLane = (row: CompareLane, on: boolean) => {
    const next = { ...choice };
    if (on) next[row.lane._id] = Object.fromEntries(row.bids.map((b) => [b.vendorCompanyId, '']));
    else delete next[row.lane._id];
    touch(next);
  };
  const toggleVendor = (laneId: string, vendorId: string, on: boolean) => {
    const vendors = { ...choice[laneId] };
    if (on) vendors[vendorId] = '';
    else delete vendors[vendorId];
    touch({ ...choice, [laneId]: vendors });
  };
  const needle = search.trim().toUpperCase();
  const shown = bidLanes.filter((l) => !needle || `${l.lane.lineNo} ${l.lane.origin} ${l.lane.destination} ${l.lane.containerType}`.toUpperCase().includes(needle));
  return (
    <FormDialog form={form} title="New negotiation round" onClose={onClose} width={720} submit={{ text: 'Open round', icon: 'exchange' }}>
      <FormField form={form} name="deadline" label="Deadline" required>
        <InputGroup {...form.input('deadline')} type="datetime-local" />
      </FormField>
      <FormField form={form} name="message" label="Message to the vendors">
        <TextArea {...form.input('message')} fill rows={2} />
      </FormField>
      <FormField form={form} name="items" label="Lanes and vendors" required help={`${Object.keys(choice).length} lanes, ${items().length} counter-offers or requests`}>
        <InputGroup id={form.idOf('items')} aria-label="Find lanes" leftIcon="search" placeholder="Find lanes (port, type, line)" value={search} onChange={(e) => setSearch(e.target.value)} />
      </FormField>
      <div className="pt-rfq-choices" role="group" aria-label="Lanes to negotiate">
        {shown.map((row) => {
          const chosen = choice[row.lane._id];
          return (
            <div key={row.lane._id}>
              <Checkbox
                checked={Boolean(chosen)}
                onChange={(e) => toggleLane(row, e.currentTarget.checked)}
                label={`Lane ${row.lane.lineNo}: ${row.lane.origin} → ${row.lane.destination}, ${row.lane.containerType}`}
              />
              {chosen &&
                row.bids.map((b) => (
                  <div key={b.vendorCompanyId} className="pt-rfq-totals" style={{ marginLeft: 24 }}>
                    <Checkbox
                      inline
                      checked={b.vendorCompanyId in chosen}
                      onChange={(e) => toggleVendor(row.lane._id, b.vendorCompanyId, e.currentTarget.checked)}
                      label={`${b.vendorName} (L${b.rank}, ${formatMoney({ decimal: b.amount }, currency)})`}
                    />
                    {b.vendorCompanyId in chosen && (
                      <InputGroup
                        size="small"
                        aria-label={`Counter-offer to ${b.vendorName}, lane ${row.lane.lineNo}`}
                        placeholder="Counter-offer (optional)"
                        inputMode="decimal"
                        value={chosen[b.vendorCompanyId]}
                        onChange={(e) => {
                          touch({ ...choice, [row.lane._id]: { ...chosen, [b.vendorCompanyId]: e.target.value } });
                        }}
                      />
                    )}
                  </div>
                ))}
            </div>
          );
        })}
        {!shown.length && <p className="pt-rfq-lane-meta">No lane with bids matches.</p>}
      </div>
    </FormDialog>
  );
}
