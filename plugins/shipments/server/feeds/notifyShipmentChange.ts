import type { Db, Notifier } from '@portolan/sdk/server';

/** What a feed's events changed on a shipment that people are told about (refreshFromEvents answers it). */
export interface ShipmentChange {
  shipmentId: string;
  /** The ATD was set by these events. */
  departed: boolean;
  /** The ATA was set by these events. */
  arrived: boolean;
  /** The ETA at the POD before and after, when it moved (no ATA yet). */
  eta?: { from: string; to: string };
}

/** An arrival estimate moving later by this much or more is a delay people are told about. */
export const DELAY_NOTICE_MS = 24 * 3600_000;

const day = (at: string) => at.slice(0, 10);

/**
 * Tells the owning company and every company the shipment is shared with (shipment_parties) about a
 * departure ('shipment.departed'), an arrival ('shipment.arrived') and an ETA at the POD moving later
 * by DELAY_NOTICE_MS or more ('shipment.delayed'), through the notifier (in-app by each user's
 * preferences), in the caller's transaction. Nothing without the messaging plugin's notifier.
 */
export async function notifyShipmentChange(tx: Db, notifier: Notifier | undefined, change: ShipmentChange): Promise<void> {
  const slip = change.eta ? Date.parse(change.eta.to) - Date.parse(change.eta.from) : 0;
  const delayed = !change.arrived && slip >= DELAY_NOTICE_MS;
  if (!notifier || !(change.departed || change.arrived || delayed)) return;
  const s = await tx.one<{ company_id: string; reference: string; pol: string; pod: string; vessel: string | null; voyage: string | null; atd: Date | null; ata: Date | null; eta: Date | null }>(
    'SELECT company_id, reference, pol, pod, vessel, voyage, atd, ata, eta FROM shipments WHERE id = $1',
    [change.shipmentId],
  );
  if (!s) return;
  const parties = await tx.query<{ company_id: string }>('SELECT company_id FROM shipment_parties WHERE shipment_id = $1 ORDER BY company_id', [change.shipmentId]);
  const companies = [...new Set([String(s.company_id), ...parties.rows.map((p) => String(p.company_id))])];
  const on = (at: Date | null) => (at ? day(new Date(at).toISOString()) : 'an unknown day');
  const ship = s.vessel ? ` on ${s.vessel}${s.voyage ? ` voyage ${s.voyage}` : ''}` : '';
  const href = `/shipments/${change.shipmentId}`;
  const notices: Array<{ event: string; title: string; body: string }> = [];
  if (change.departed) notices.push({ event: 'shipment.departed', title: `${s.reference}: departed ${s.pol}`, body: `${s.reference} departed ${s.pol}${ship} on ${on(s.atd)}, for ${s.pod} (ETA ${on(s.eta)}).` });
  if (delayed) {
    const days = Math.round(slip / 86_400_000);
    notices.push({
      event: 'shipment.delayed',
      title: `${s.reference}: arrival at ${s.pod} moved to ${day(change.eta!.to)}`,
      body: `The estimated arrival of ${s.reference} at ${s.pod} moved from ${day(change.eta!.from)} to ${day(change.eta!.to)} (${days} day${days === 1 ? '' : 's'} later).`,
    });
  }
  if (change.arrived) notices.push({ event: 'shipment.arrived', title: `${s.reference}: arrived at ${s.pod}`, body: `${s.reference} arrived at ${s.pod}${ship} on ${on(s.ata)}.` });
  for (const companyId of companies) {
    for (const n of notices) await notifier.notify(tx, { ...n, companyId, href, record: { kind: 'shipment', id: change.shipmentId } });
  }
}
