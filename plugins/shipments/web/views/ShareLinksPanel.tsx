import { useCallback, useEffect, useState } from 'react';
import { Button, Callout, HTMLSelect, InputGroup, Tag } from '@blueprintjs/core';
import { HttpClient, NotificationBus, useService } from '@portolan/sdk';
import { formatDateTime } from '../format';

interface ShareLink {
  _id: string;
  url: string;
  expiresAt: string;
  revokedAt: string | null;
  isActive: boolean;
  openedCount: number;
}

/** Share links of a shipment: create one (signed, expiring), copy it, revoke it. */
export function ShareLinksPanel({ shipmentId, canShare }: { shipmentId: string; canShare: boolean }) {
  const http = useService(HttpClient);
  const notify = useService(NotificationBus);
  const [links, setLinks] = useState<ShareLink[]>([]);
  const [days, setDays] = useState('14');
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const result = await http.get<{ items: ShareLink[] }>('/api/tracking/share-link', { query: { filter: { shipmentId } } });
    if (result.ok) setLinks(result.data?.items ?? []);
  }, [http, shipmentId]);
  useEffect(() => {
    if (canShare) void load();
  }, [load, canShare]);

  if (!canShare) return <Callout icon="lock">Only the company that owns this shipment can share its tracking.</Callout>;

  const create = async () => {
    setBusy(true);
    const result = await http.post<{ record: ShareLink }>('/api/tracking/share-link', { data: { shipmentId, expiresInDays: Number(days) } });
    setBusy(false);
    notify.outcome(result.ok, { success: 'Share link created', failure: result.errorMessage ?? 'Share link failed' });
    if (result.ok) await load();
  };
  const revoke = async (id: string) => {
    const result = await http.post(`/api/tracking/share-link/${id}/revoke/`, {});
    notify.outcome(result.ok, { success: 'Share link revoked', failure: result.errorMessage ?? 'Revoke failed' });
    await load();
  };
  const absolute = (url: string) => `${window.location.origin}${url}`;

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <label htmlFor="share-days">Valid for</label>
        <HTMLSelect id="share-days" value={days} onChange={(e) => setDays(e.target.value)} options={['1', '7', '14', '30', '90'].map((d) => ({ value: d, label: `${d} day${d === '1' ? '' : 's'}` }))} />
        <Button intent="primary" icon="link" text="Create share link" loading={busy} onClick={create} />
      </div>
      {links.map((link) => (
        <div key={link._id} style={{ display: 'flex', gap: 8, alignItems: 'center' }} data-testid="share-link">
          <InputGroup readOnly value={absolute(link.url)} aria-label="Share link" style={{ width: 480 }} size="small" />
          <Button size="small" icon="duplicate" text="Copy" disabled={!link.isActive} onClick={() => void navigator.clipboard?.writeText(absolute(link.url))} />
          {link.isActive ? <Tag intent="success" minimal>until {formatDateTime(link.expiresAt)}</Tag> : <Tag minimal>{link.revokedAt ? 'revoked' : 'expired'}</Tag>}
          <span>opened {link.openedCount}×</span>
          {link.isActive && <Button size="small" intent="danger" variant="minimal" text="Revoke" onClick={() => void revoke(link._id)} />}
        </div>
      ))}
    </div>
  );
}
