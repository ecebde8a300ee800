import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Callout, HTMLSelect, InputGroup, Tag } from '@blueprintjs/core';
import { LoadStates, NotificationBus, formatDateTime, useResourceList, useService, type ResourceRecord } from '@portolan/sdk';

interface ShareLink extends ResourceRecord {
  url: string;
  expiresAt: string;
  revokedAt: string | null;
  isActive: boolean;
  openedCount: number;
}

/** Share links of a shipment: create one (signed, expiring), copy it, revoke it. */
export function ShareLinksPanel({ shipmentId, canShare }: { shipmentId: string; canShare: boolean }) {
  if (!canShare) return <Callout icon="lock">Only the company that owns this shipment can share its tracking.</Callout>;
  return <ShareLinks shipmentId={shipmentId} />;
}

const ShareLinks = observer(function ShareLinks({ shipmentId }: { shipmentId: string }) {
  const notify = useService(NotificationBus);
  const list = useResourceList<ShareLink>({ base: '/api/tracking/share-link', url: false, paged: false, search: false, fixed: { filter: { shipmentId } } });
  const [days, setDays] = useState('14');
  const [busy, setBusy] = useState(false);

  const create = async () => {
    setBusy(true);
    const result = await list.store.create({ shipmentId, expiresInDays: Number(days) }, undefined, { fetchDetails: false });
    setBusy(false);
    notify.outcome(result.ok, { success: 'Share link created', failure: result.errorMessage ?? 'Share link failed' });
    if (result.ok) await list.reload();
  };
  const revoke = async (id: string) => {
    const result = await list.store.action(id, 'revoke');
    notify.outcome(result.ok, { success: 'Share link revoked', failure: result.errorMessage ?? 'Revoke failed' });
    await list.reload();
  };
  const absolute = (url: string) => `${window.location.origin}${url}`;

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <label htmlFor="share-days">Valid for</label>
        <HTMLSelect id="share-days" value={days} onChange={(e) => setDays(e.target.value)} options={['1', '7', '14', '30', '90'].map((d) => ({ value: d, label: `${d} day${d === '1' ? '' : 's'}` }))} />
        <Button intent="primary" icon="link" text="Create share link" loading={busy} onClick={() => void create()} />
      </div>
      <LoadStates isFetching={list.state.isFetching} error={list.state.errorMessage} empty={list.rows.length === 0} emptyText="No share link yet" onRetry={() => void list.reload()}>
        {list.rows.map((link) => (
          <div key={link._id} style={{ display: 'flex', gap: 8, alignItems: 'center' }} data-testid="share-link">
            <InputGroup readOnly value={absolute(link.url)} aria-label="Share link" style={{ width: 480 }} size="small" />
            <Button size="small" icon="duplicate" text="Copy" disabled={!link.isActive} onClick={() => void navigator.clipboard?.writeText(absolute(link.url))} />
            {link.isActive ? <Tag intent="success" minimal>until {formatDateTime(link.expiresAt)}</Tag> : <Tag minimal>{link.revokedAt ? 'revoked' : 'expired'}</Tag>}
            <span>opened {link.openedCount}×</span>
            {link.isActive && <Button size="small" intent="danger" variant="minimal" text="Revoke" onClick={() => void revoke(link._id)} />}
          </div>
        ))}
      </LoadStates>
    </div>
  );
});
