import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Card, Tag } from '@blueprintjs/core';
import { Entitlements, HttpClient, LoadStates, NotificationBus, formatDate, formatMoney, useCommands, useLoad, useService } from '@portolan/sdk';
import { QUOTES_API, type Promotion } from '../../../shared/types';
import { PromotionDialog } from './PromotionDialog';

/**
 * `/promo`: featured lanes — the caller's own and those of the forwarders in its network — as cards
 * with the live "from" price; customers open the shipment planner prefilled ("Request a quote"), the
 * owner creates, edits and deletes its own.
 */
export default function PromoScreen() {
  const http = useService(HttpClient);
  const notify = useService(NotificationBus);
  const canWrite = useService(Entitlements).isAllowed('shipment-planner', 'Create');
  const promos = useLoad<{ items: Promotion[] }>(http, QUOTES_API.promotions);
  const [editing, setEditing] = useState<Promotion | 'new' | undefined>();
  const [deleting, setDeleting] = useState<Promotion | undefined>();
  useCommands([...(canWrite ? [{ id: 'new-promotion', title: 'New promotion', shortcut: 'alt+n', run: () => setEditing('new') }] : []), { id: 'refresh-promotions', title: 'Refresh promotions', shortcut: 'alt+r', run: () => promos.reload() }], [canWrite, promos]);

  const remove = async (p: Promotion) => {
    const result = await http.delete(`${QUOTES_API.promotions}/${p._id}`);
    notify.outcome(result.ok, { success: 'Promotion deleted', failure: 'Failed to delete the promotion' });
    setDeleting(undefined);
    promos.reload();
  };
  const items = promos.data?.items ?? [];

  return (
    <section aria-labelledby="promo-title">
      <div style={{ display: 'flex', alignItems: 'center' }}>
        <h1 id="promo-title" className="pt-page-title">Promotions</h1>
        {canWrite && <Button intent="primary" icon="add" text="New promotion" onClick={() => setEditing('new')} style={{ marginLeft: 'auto' }} />}
      </div>
      <p>Featured lanes with today's price from the published rates.</p>
      <LoadStates isFetching={promos.isFetching && !promos.data} error={promos.error} empty={items.length === 0} emptyText="No promotion yet" onRetry={promos.reload}>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', gap: 16 }}>
          {items.map((p) => (
            <Card key={p._id} role="group" aria-label={`${p.origin} → ${p.destination} ${p.containerType}`}>
              <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                <strong>{p.origin} → {p.destination}</strong>
                <Tag minimal>{p.containerType}</Tag>
                {p.isMine && !p.active && <Tag intent="warning">Hidden</Tag>}
              </div>
              <h3>{p.headline}</h3>
              <p>
                {p.fromPrice ? <>From <strong>{formatMoney({ decimal: p.fromPrice.amount }, p.fromPrice.currency)}</strong></> : 'Price on request'}
                {` · valid until ${formatDate(p.validUntil)}`}
              </p>
              <p>{p.forwarder}</p>
              {p.isMine ? (
                <div style={{ display: 'flex', gap: 8 }}>
                  <Button text="Edit" aria-label={`Edit ${p.headline}`} onClick={() => setEditing(p)} disabled={!canWrite} />
                  <Button text="Delete" intent="danger" variant="minimal" aria-label={`Delete ${p.headline}`} onClick={() => setDeleting(p)} disabled={!canWrite} />
                </div>
              ) : (
                <Link className="bp6-button bp6-intent-primary" to={`/shipment-planner?${new URLSearchParams({ origin: p.origin, destination: p.destination, containerType: p.containerType }).toString()}`}>
                  Request a quote
                </Link>
              )}
            </Card>
          ))}
        </div>
      </LoadStates>
      {editing && (
        <PromotionDialog
          promotion={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            promos.reload();
          }}
        />
      )}
      <Alert isOpen={deleting !== undefined} intent="danger" icon="trash" confirmButtonText="Delete promotion" cancelButtonText="Keep it" onConfirm={() => deleting && void remove(deleting)} onCancel={() => setDeleting(undefined)}>
        {deleting && `Delete the promotion "${deleting.headline}"?`}
      </Alert>
    </section>
  );
}
