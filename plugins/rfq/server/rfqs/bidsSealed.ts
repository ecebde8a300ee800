/**
 * Whether bid prices are hidden from the RFQ's owner now. A sealed RFQ (the default) hides them until
 * the first bid deadline passes, or every invited vendor has bid or declined, or bidding was closed;
 * an open RFQ (`sealed: false`) never hides them. Negotiation rounds do not re-seal: the owner already
 * saw round 1 and chose whom to negotiate with.
 */
export function bidsSealed(rfq: { sealed: boolean; status: string; bidDeadline: Date | string }, invitationStatuses: readonly string[], now: Date = new Date()): boolean {
  if (!rfq.sealed) return false;
  if (rfq.status !== 'DRAFT' && rfq.status !== 'OPEN') return false;
  if (new Date(rfq.bidDeadline).getTime() <= now.getTime()) return false;
  if (invitationStatuses.length > 0 && invitationStatuses.every((s) => s === 'BID' || s === 'DECLINED')) return false;
  return true;
}
