import { compareDecimals, divideDecimal, isDecimal, multiplyDecimal, sumDecimals } from '@portolan/sdk';
import type { AllocationInput, CompareLane, CompareMatrix } from '../../../shared/types';

/** One vendor's share of a lane as the user types it (percent text). */
export interface DraftShare {
  vendorCompanyId: string;
  sharePct: string;
}

/** The allocations being edited: lane id → its shares (a lane without entries is unallocated). */
export type AllocationDraft = Record<string, DraftShare[]>;

/** The draft as the matrix answers it now. */
export function draftOf(matrix: CompareMatrix): AllocationDraft {
  const draft: AllocationDraft = {};
  for (const lane of matrix.lanes) {
    if (lane.allocations.length) draft[lane.lane._id] = lane.allocations.map((a) => ({ vendorCompanyId: a.vendorCompanyId, sharePct: a.sharePct }));
  }
  return draft;
}

/** The draft from AllocationInputs (the optimiser's answer). */
export function draftFromInputs(inputs: AllocationInput[]): AllocationDraft {
  const draft: AllocationDraft = {};
  for (const a of inputs) (draft[a.laneId] ??= []).push({ vendorCompanyId: a.vendorCompanyId, sharePct: a.sharePct });
  return draft;
}

/** The whole lane to one vendor. */
export function pickWinner(draft: AllocationDraft, laneId: string, vendorCompanyId: string): AllocationDraft {
  return { ...draft, [laneId]: [{ vendorCompanyId, sharePct: '100' }] };
}

/** One vendor's share of a lane typed in; an empty text takes the vendor off the lane. */
export function setShare(draft: AllocationDraft, laneId: string, vendorCompanyId: string, sharePct: string): AllocationDraft {
  const others = (draft[laneId] ?? []).filter((s) => s.vendorCompanyId !== vendorCompanyId);
  const mine = (draft[laneId] ?? []).find((s) => s.vendorCompanyId === vendorCompanyId);
  const shares = sharePct.trim() === '' ? others : mine ? (draft[laneId] ?? []).map((s) => (s.vendorCompanyId === vendorCompanyId ? { ...s, sharePct } : s)) : [...others, { vendorCompanyId, sharePct }];
  const next = { ...draft };
  if (shares.length) next[laneId] = shares;
  else delete next[laneId];
  return next;
}

/** The share a vendor has of a lane in the draft ('' when none). */
export function shareOf(draft: AllocationDraft, laneId: string, vendorCompanyId: string): string {
  return draft[laneId]?.find((s) => s.vendorCompanyId === vendorCompanyId)?.sharePct ?? '';
}

/** The sum of a lane's shares, exactly; undefined while one of them is not a number. */
export function shareSum(shares: DraftShare[]): string | undefined {
  if (shares.some((s) => !isDecimal(s.sharePct, 4))) return undefined;
  return sumDecimals(shares.map((s) => s.sharePct.trim()));
}

/** What is wrong with a lane's shares (the server's rule: each 0 < share ≤ 100, together exactly 100), or undefined. */
export function laneProblem(shares: DraftShare[] | undefined): string | undefined {
  if (!shares?.length) return undefined;
  for (const s of shares) {
    if (!isDecimal(s.sharePct, 4)) return 'A share must be a number of percent (up to 4 decimals)';
    if (compareDecimals(s.sharePct.trim(), '0') <= 0 || compareDecimals(s.sharePct.trim(), '100') > 0) return 'Each share must be more than 0 and at most 100 %';
  }
  const sum = shareSum(shares)!;
  if (compareDecimals(sum, '100') !== 0) return `Shares sum to ${sum} %, not 100 %`;
  return undefined;
}

/** Every lane's problem, by lane id. */
export function draftProblems(draft: AllocationDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [laneId, shares] of Object.entries(draft)) {
    const problem = laneProblem(shares);
    if (problem) problems[laneId] = problem;
  }
  return problems;
}

/** The body of `POST allocations`: the draft's shares, normalised. */
export function toInputs(draft: AllocationDraft): AllocationInput[] {
  return Object.entries(draft).flatMap(([laneId, shares]) => shares.map((s) => ({ laneId, vendorCompanyId: s.vendorCompanyId, sharePct: s.sharePct.trim() })));
}

/** Whether two drafts allocate the same (order of shares aside). */
export function sameDraft(a: AllocationDraft, b: AllocationDraft): boolean {
  const key = (d: AllocationDraft) =>
    toInputs(d)
      .map((i) => `${i.laneId}|${i.vendorCompanyId}|${isDecimal(i.sharePct, 4) ? sumDecimals([i.sharePct, '0.0000']) : i.sharePct}`)
      .sort()
      .join(';');
  return key(a) === key(b);
}

/** Σ volume × bid × share / 100 over the draft's valid lanes, to 2 decimals (what the allocation costs); undefined when nothing is allocated. */
export function draftTotal(draft: AllocationDraft, lanes: CompareLane[]): string | undefined {
  const parts: string[] = [];
  for (const lane of lanes) {
    const shares = draft[lane.lane._id];
    if (!shares?.length || laneProblem(shares)) continue;
    for (const s of shares) {
      const bid = lane.bids.find((b) => b.vendorCompanyId === s.vendorCompanyId);
      if (!bid) continue;
      const full = multiplyDecimal(String(lane.lane.volume), bid.amount, 4)!;
      parts.push(divideDecimal(multiplyDecimal(full, s.sharePct.trim(), 8)!, '100', 2));
    }
  }
  return parts.length ? sumDecimals(parts) : undefined;
}
