import { Classes, Tag, type Intent } from '@blueprintjs/core';
import { formatDate, formatMoney } from '@portolan/sdk';
import type { ChargeType, ClockState, Direction, DisputeState, InvoiceState } from '../../../shared/states';
import type { Money } from '../../../shared/types';

export const CLOCK_STATE_TITLES: Record<ClockState, string> = { NOT_STARTED: 'Not started', RUNNING: 'Running', AT_RISK: 'At risk', OVER: 'Over', STOPPED: 'Stopped' };
export const CLOCK_STATE_INTENTS: Record<ClockState, Intent> = { NOT_STARTED: 'none', RUNNING: 'primary', AT_RISK: 'warning', OVER: 'danger', STOPPED: 'none' };
export const CHARGE_TYPE_TITLES: Record<ChargeType, string> = { DEMURRAGE: 'Demurrage', DETENTION: 'Detention', COMBINED: 'Combined' };
export const DIRECTION_TITLES: Record<Direction, string> = { IMPORT: 'Import', EXPORT: 'Export' };
export const INVOICE_STATE_TITLES: Record<InvoiceState, string> = { RECEIVED: 'Received', ACCEPTED: 'Accepted', DISPUTED: 'Disputed', PAID: 'Paid' };
export const INVOICE_STATE_INTENTS: Record<InvoiceState, Intent> = { RECEIVED: 'primary', ACCEPTED: 'success', DISPUTED: 'warning', PAID: 'none' };
export const DISPUTE_STATE_TITLES: Record<DisputeState, string> = { OPEN: 'Open', SUBMITTED: 'Submitted', WON: 'Won', PARTLY_WON: 'Partly won', LOST: 'Lost', WITHDRAWN: 'Withdrawn' };
export const DISPUTE_STATE_INTENTS: Record<DisputeState, Intent> = { OPEN: 'primary', SUBMITTED: 'warning', WON: 'success', PARTLY_WON: 'success', LOST: 'danger', WITHDRAWN: 'none' };

export const options = <K extends string>(titles: Record<K, string>) => (Object.keys(titles) as K[]).map((value) => ({ value, label: titles[value] }));

export function StateTag<K extends string>({ state, titles, intents }: { state: K; titles: Record<K, string>; intents: Record<K, Intent> }) {
  return (
    <Tag minimal intent={intents[state]} round>
      {titles[state]}
    </Tag>
  );
}

/** One amount, or "—". */
export const money = (m: Money | null | undefined) => (m ? formatMoney({ decimal: m.amount }, m.currency) : '—');
/** Amounts per currency, joined ("USD 1,200.00 · EUR 80.00"), or "—". */
export const moneys = (list: readonly Money[] | null | undefined) => (list?.length ? list.map(money).join(' · ') : '—');
/** A port-local day (`YYYY-MM-DD`), or "—". */
export const day = (d: string | null | undefined) => (d ? formatDate(d) : '—');

/** The last free day coloured by the clock's state: red when over, orange when at risk. */
export function LastFreeDay({ value, state }: { value: string | null; state: ClockState }) {
  if (!value) return <span className={Classes.TEXT_MUTED}>—</span>;
  const intent = state === 'OVER' ? 'danger' : state === 'AT_RISK' ? 'warning' : undefined;
  if (!intent) return <span>{formatDate(value)}</span>;
  return (
    <Tag intent={intent} minimal={false} icon={state === 'OVER' ? 'error' : 'warning-sign'}>
      {formatDate(value)} · {CLOCK_STATE_TITLES[state]}
    </Tag>
  );
}
