import { formatPort, portName } from '@portolan/sdk';
import { containerTypeByCode } from '@portolan/sdk/shared';
import type { Enquiry } from '../../../shared/types';

/** `Nhava Sheva (INNSA) → Rotterdam (NLRTM)`: port names from the small names table. */
export function laneText(e: Pick<Enquiry, 'origin' | 'destination'>): string {
  return `${formatPort(e.origin, portName(e.origin))} → ${formatPort(e.destination, portName(e.destination))}`;
}

/** `FCL · 2 × 40' dry` or `LCL · 2,400 kg, 8.6 m³`. */
export function loadText(e: Pick<Enquiry, 'mode' | 'containers' | 'cargo'>): string {
  if (e.mode === 'LCL') return `LCL · ${[e.cargo.weightKg && `${e.cargo.weightKg} kg`, e.cargo.volumeM3 && `${e.cargo.volumeM3} m³`].filter(Boolean).join(', ') || '—'}`;
  return `FCL · ${e.containers.map((c) => `${c.count} × ${containerTypeByCode(c.type)?.name ?? c.type}`).join(', ') || '—'}`;
}

/** Is the reply overdue (an open enquiry past its reply-by day)? */
export function isOverdue(e: Pick<Enquiry, 'status' | 'dueOn'>, today = new Date().toISOString().slice(0, 10)): boolean {
  return (e.status === 'RECEIVED' || e.status === 'QUOTING') && !!e.dueOn && e.dueOn < today;
}
