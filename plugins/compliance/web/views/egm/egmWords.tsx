import { Tag, type Intent } from '@blueprintjs/core';
import { formatDate } from '@portolan/sdk';
import type { EgmState, FilingState } from '../../../shared/states';
import type { EgmFiling } from '../../../shared/types';

export const EGM_STATE_TITLES: Record<EgmState, string> = {
  DRAFT: 'Draft',
  VALIDATED: 'Validated',
  FILED: 'Filed',
  ACKNOWLEDGED: 'Acknowledged',
  REJECTED: 'Rejected',
  AMENDED: 'Amended',
};
const EGM_STATE_INTENTS: Record<EgmState, Intent> = { DRAFT: 'none', VALIDATED: 'primary', FILED: 'warning', ACKNOWLEDGED: 'success', REJECTED: 'danger', AMENDED: 'success' };
const EGM_STATE_ICONS = { DRAFT: 'edit', VALIDATED: 'tick', FILED: 'time', ACKNOWLEDGED: 'tick-circle', REJECTED: 'error', AMENDED: 'tick-circle' } as const;

export const FILING_STATE_TITLES: Record<FilingState, string> = { SUBMITTED: 'Submitted', ACKNOWLEDGED: 'Acknowledged', REJECTED: 'Rejected' };
const FILING_STATE_INTENTS: Record<FilingState, Intent> = { SUBMITTED: 'warning', ACKNOWLEDGED: 'success', REJECTED: 'danger' };

/** An EGM's state as a tag: its title and an icon, never the colour alone. */
export function EgmStateTag({ state }: { state: EgmState }) {
  return (
    <Tag minimal round intent={EGM_STATE_INTENTS[state]} icon={EGM_STATE_ICONS[state]}>
      {EGM_STATE_TITLES[state] ?? state}
    </Tag>
  );
}

export function FilingStateTag({ state }: { state: FilingState }) {
  return (
    <Tag minimal round intent={FILING_STATE_INTENTS[state]}>
      {FILING_STATE_TITLES[state] ?? state}
    </Tag>
  );
}

/** A filing went to the sandbox adapter (its answers start with "SANDBOX"), not to ICEGATE. */
export const isSandbox = (filing: Pick<EgmFiling, 'gateway' | 'answerText'> | null | undefined) =>
  Boolean(filing && (filing.gateway.toLowerCase() === 'sandbox' || filing.answerText?.trim().toUpperCase().startsWith('SANDBOX')));

/** Marks what the sandbox gateway answered, so nobody mistakes it for ICEGATE. */
export function SandboxTag() {
  return (
    <Tag intent="warning" icon="lab-test">
      Sandbox customs gateway
    </Tag>
  );
}

/** A `YYYY-MM-DD` day, or "—". */
export const day = (d: string | null | undefined) => (d ? formatDate(d) : '—');

/** A decimal weight in kg with thousands grouped, exactly as sent (`12500.5` → `12,500.5 kg`). */
export function kg(weight: string | null | undefined): string {
  if (weight === null || weight === undefined || weight === '') return '—';
  const [whole, fraction] = weight.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${grouped}${fraction ? `.${fraction}` : ''} kg`;
}

/** "1 problem", "3 problems". */
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
