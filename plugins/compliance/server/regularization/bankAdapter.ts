import type { PartnerBank } from '../../shared/states';

/** One row a bank receives: the shipping bill and the inward remittance (IRM) it realizes, and the amount. */
export interface BankPushRow {
  sbNumber: string;
  sbDate: string;
  portCode: string;
  remittanceReference: string;
  remittanceDate: string;
  purposeCode: string;
  /** Minor units of `currency`. */
  amountMinor: bigint;
  currency: string;
}

export interface BankPush {
  batchId: string;
  bank: PartnerBank;
  /** The exporter's name as the bank knows it. */
  companyName: string;
  rows: readonly BankPushRow[];
}

export interface BankAnswer {
  accepted: boolean;
  /** The bank's reference of the accepted (or refused) submission. */
  reference: string | null;
  text: string;
}

/**
 * How a regularization batch reaches the exporter's AD bank for closing the bills in EDPMS. `gateway`
 * names it on the batch ('sandbox' for the labelled simulation). A real bank's adapter implements
 * `push` with the bank's API (or its host-to-host file) and answers the bank's reference and text.
 */
export interface BankAdapter {
  gateway: string;
  push(batch: BankPush): Promise<BankAnswer>;
}
