import { stableHash } from '@portolan/sdk/server';
import type { PartnerBank } from '../../shared/states';
import type { BankAdapter, BankPush } from './bankAdapter';

/** The reference prefix of each partner bank in the sandbox's EDPMS references. */
export const SANDBOX_PREFIX: Record<PartnerBank, string> = { ICICI: 'ICIC', HDFC: 'HDFC', AXIS: 'UTIB', YES: 'YESB' };

/** A remittance reference ending with this is "under investigation" in the sandbox: the batch is refused. */
export const SANDBOX_HOLD_SUFFIX = '-HOLD';

/**
 * The labelled bank simulation (gateway 'sandbox'; every text starts "SANDBOX"), deterministic: the same
 * batch always gets the same answer. It refuses a batch whose rows total zero and one naming a remittance
 * whose reference ends with "-HOLD" (an IRM under investigation); otherwise it accepts with a reference
 * `<bank prefix>/EDPMS/<year>/<6 digits>` (ICIC/EDPMS/2026/000123), the digits from the batch id.
 */
export function sandboxBank(now: () => Date = () => new Date()): BankAdapter {
  return {
    gateway: 'sandbox',
    async push(batch: BankPush) {
      const total = batch.rows.reduce((sum, r) => sum + r.amountMinor, 0n);
      if (!batch.rows.length || total <= 0n) return { accepted: false, reference: null, text: 'SANDBOX: rejected — the batch realizes nothing (its rows total 0)' };
      const held = batch.rows.find((r) => r.remittanceReference.toUpperCase().endsWith(SANDBOX_HOLD_SUFFIX));
      if (held) return { accepted: false, reference: null, text: `SANDBOX: IRM under investigation (${held.remittanceReference}); the batch was not regularized` };
      const serial = String(stableHash(batch.batchId) % 1_000_000).padStart(6, '0');
      const reference = `${SANDBOX_PREFIX[batch.bank]}/EDPMS/${now().getUTCFullYear()}/${serial}`;
      const bills = new Set(batch.rows.map((r) => `${r.sbNumber}|${r.sbDate}|${r.portCode}`)).size;
      return { accepted: true, reference, text: `SANDBOX: accepted ${batch.rows.length} realization${batch.rows.length === 1 ? '' : 's'} of ${bills} shipping bill${bills === 1 ? '' : 's'} for ${batch.companyName}; EDPMS reference ${reference}` };
    },
  };
}

/** The bank adapter PORTOLAN_BANK_GATEWAY names (only 'sandbox' exists); anything else stops the start with a clear message. */
export function bankAdapterOf(gateway: string | undefined): BankAdapter {
  const name = (gateway ?? '').trim() || 'sandbox';
  if (name === 'sandbox') return sandboxBank();
  throw new Error(`PORTOLAN_BANK_GATEWAY="${name}" is not a bank gateway this server knows; the only one is "sandbox" (the labelled simulation)`);
}
