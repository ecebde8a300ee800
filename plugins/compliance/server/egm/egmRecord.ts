import Big from 'big.js';
import { baseRecord, iso } from '@portolan/sdk/server';
import { normalizeContainerNumber } from '@portolan/sdk/shared';
import type { EgmState, FilingState } from '../../shared/states';
import type { EgmFiling, EgmRecord, EgmShippingBill, Problem } from '../../shared/types';

const day = (value: unknown) => (value === null || value === undefined ? null : String(value).slice(0, 10));

/** The totals of an EGM's lines: bills, distinct containers, packages and gross weight (exact decimals). */
export function egmTotals(bills: readonly EgmShippingBill[]): EgmRecord['totals'] {
  const containers = new Set(bills.flatMap((b) => b.containers.map((c) => normalizeContainerNumber(c.number))));
  const weight = bills.reduce((sum, b) => (/^\d+(\.\d+)?$/.test(b.grossWeightKg) ? sum.plus(b.grossWeightKg) : sum), new Big(0));
  return { shippingBills: bills.length, containers: containers.size, packages: bills.reduce((s, b) => s + (Number.isInteger(b.packages) ? b.packages : 0), 0), grossWeightKg: weight.toFixed(3) };
}

/** An egm_filings row → EgmFiling (the file's content is served by its own route). */
export function toFiling(row: Record<string, unknown>): EgmFiling {
  return {
    ...baseRecord(row),
    egmId: String(row.egm_id),
    amendmentNo: Number(row.amendment_no),
    state: row.state as FilingState,
    fileName: String(row.file_name),
    layoutVersion: String(row.layout_version),
    gatewayReference: String(row.gateway_reference),
    gateway: String(row.gateway),
    submittedAt: iso(row.submitted_at)!,
    answeredAt: iso(row.answered_at),
    answerText: (row.answer_text as string | null) ?? null,
  };
}

/** An egm_manifests row → EgmRecord (lastFiling filled by the resource's expand). */
export function toEgm(row: Record<string, unknown>): EgmRecord {
  const shippingBills = (row.shipping_bills as EgmShippingBill[] | null) ?? [];
  return {
    ...baseRecord(row),
    state: row.state as EgmState,
    vessel: String(row.vessel),
    imo: (row.imo as string | null) ?? null,
    voyage: String(row.voyage),
    rotationNumber: (row.rotation_number as string | null) ?? null,
    pol: String(row.pol),
    customsPortCode: String(row.customs_port_code),
    agentCode: String(row.agent_code),
    sailingDate: day(row.sailing_date)!,
    egmNumber: (row.egm_number as string | null) ?? null,
    egmDate: day(row.egm_date),
    amendmentNo: Number(row.amendment_no),
    shippingBills,
    totals: egmTotals(shippingBills),
    problems: (row.problems as Problem[] | null) ?? [],
    lastFiling: null,
    createdByName: (row.created_by_name as string | null) ?? null,
  };
}

/** What `search=` matches: vessel, voyage, rotation number, EGM number, port and the shipping bill numbers. */
export function egmSearchText(egm: Pick<EgmRecord, 'vessel' | 'voyage' | 'rotationNumber' | 'egmNumber' | 'pol' | 'shippingBills'>): string {
  return [egm.vessel, egm.voyage, egm.rotationNumber ?? '', egm.egmNumber ?? '', egm.pol, ...egm.shippingBills.map((b) => b.sbNumber).filter(Boolean)].join('\n');
}
