import type { Lead } from '../../../shared/types';
import { LEAD_ACTIONS, type LeadState } from '../../../shared/states';

/** A lead's lane in words, or '—'. */
export function leadLane(lead: Pick<Lead, 'lane'>): string {
  const l = lead.lane;
  if (!l) return '—';
  const load = l.mode === 'FCL' ? l.containers.map((c) => `${c.count} × ${c.type}`).join(', ') : 'LCL';
  return `${l.origin} → ${l.destination} (${load})`;
}

/** The states a lead may move to from its current one (LEAD_ACTIONS, the server's table). */
export function leadMoves(status: LeadState): LeadState[] {
  return Object.values(LEAD_ACTIONS)
    .filter((a) => (a.from as readonly string[]).includes(status))
    .map((a) => a.to);
}
