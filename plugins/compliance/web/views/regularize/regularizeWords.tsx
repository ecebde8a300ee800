import { Tag, type Intent } from '@blueprintjs/core';
import { formatDate, formatMoney } from '@portolan/sdk';
import { PARTNER_BANKS, type BatchState, type BillState, type PartnerBank } from '../../../shared/states';

export const BILL_STATE_TITLES: Record<BillState, string> = { OPEN: 'Open', PARTLY_REALIZED: 'Partly realized', REALIZED: 'Realized', REGULARIZED: 'Regularized' };
export const BILL_STATE_INTENTS: Record<BillState, Intent> = { OPEN: 'primary', PARTLY_REALIZED: 'warning', REALIZED: 'success', REGULARIZED: 'none' };
export const BATCH_STATE_TITLES: Record<BatchState, string> = { DRAFT: 'Draft (with problems)', VALIDATED: 'Validated', PUSHED: 'Pushed', REJECTED: 'Rejected by the bank' };
export const BATCH_STATE_INTENTS: Record<BatchState, Intent> = { DRAFT: 'warning', VALIDATED: 'primary', PUSHED: 'success', REJECTED: 'danger' };

/** Select options from a title table. */
export const options = <K extends string>(titles: Record<K, string>) => (Object.keys(titles) as K[]).map((value) => ({ value, label: titles[value] }));

/** A state as a tag with its words (never colour alone). */
export function StateTag<K extends string>({ state, titles, intents }: { state: K; titles: Record<K, string>; intents: Record<K, Intent> }) {
  return (
    <Tag minimal round intent={intents[state]}>
      {titles[state] ?? state}
    </Tag>
  );
}

/** A bill's "Overdue" flag, in words with an icon. */
export function OverdueTag({ overdue }: { overdue: boolean }) {
  return overdue ? (
    <Tag intent="danger" icon="time">
      Overdue
    </Tag>
  ) : null;
}

/** An amount of a currency (a decimal string), or "—". */
export const money = (amount: string | null | undefined, currency: string) => (amount === null || amount === undefined || amount === '' ? '—' : formatMoney({ decimal: amount }, currency));
/** Amounts per currency, joined ("USD 1,200.00 · EUR 80.00"), or "—". */
export const moneys = (list: ReadonlyArray<{ amount: string; currency: string }> | null | undefined) => (list?.length ? list.map((m) => money(m.amount, m.currency)).join(' · ') : '—');
/** A calendar day, or "—". */
export const day = (d: string | null | undefined) => (d ? formatDate(d) : '—');
/** "12 days", "due today", "5 days overdue". */
export const daysToDueText = (days: number) => (days === 0 ? 'Due today' : days > 0 ? `${days} day${days === 1 ? '' : 's'}` : `${-days} day${days === -1 ? '' : 's'} overdue`);
export const bankName = (bank: PartnerBank | string) => PARTNER_BANKS[bank as PartnerBank] ?? bank;
/** A bank answer from the sandbox adapter (its references start with SANDBOX). */
export const isSandbox = (reference: string | null | undefined, gateway?: string | null) => gateway === 'sandbox' || /^SANDBOX/i.test(reference ?? '');

/** The danger red with enough contrast on white (#ac2f33, not Blueprint's #cd4246). */
export const DANGER_TEXT = '#ac2f33';
