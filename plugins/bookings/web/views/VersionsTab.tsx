import { Card, Classes, Collapse, Button, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { LoadStates, formatDateTime, useAnswer } from '@portolan/sdk';
import { useBookingsApi } from '../api/bookingsApi';
import { ChangesTable } from './ChangesTable';
import { RequestView } from './BookingOverview';
import { VERSION_KIND_TITLES, VERSION_STATE_TITLES } from './bookingWords';

/** The Versions tab: each version newest first, with its diff against the one before (the amendment's changes highlighted); its full request on demand. */
export function VersionsTab({ bookingId, reloads }: { bookingId: string; reloads: number }) {
  const api = useBookingsApi();
  const versions = useAnswer(() => api.versions(bookingId), `${bookingId}:${reloads}`);
  const [open, setOpen] = useState<string | undefined>();
  const items = versions.data ?? [];
  return (
    <LoadStates isFetching={versions.isFetching && !versions.data} error={versions.error} empty={items.length === 0} emptyText="No versions yet" onRetry={versions.reload}>
      <ol aria-label="Versions" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
        {items.map((v) => (
          <li key={v._id}>
            <Card compact aria-label={`Version ${v.version}`} style={v.state === 'PENDING' ? { boxShadow: 'inset 3px 0 0 #d9822b' } : undefined}>
              <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
                <strong>
                  Version {v.version} · {VERSION_KIND_TITLES[v.kind]}
                </strong>
                <Tag minimal intent={v.state === 'PENDING' ? 'warning' : v.state === 'CURRENT' ? 'success' : v.state === 'DECLINED' ? 'danger' : 'none'}>
                  {VERSION_STATE_TITLES[v.state]}
                </Tag>
                <span className={Classes.TEXT_MUTED}>
                  {formatDateTime(v.createdAt)} · {v.createdByName ?? v.companyName}
                  {v.createdByName ? ` (${v.companyName})` : ''}
                </span>
                <Button size="small" variant="minimal" text={open === v._id ? 'Hide request' : 'Show request'} aria-expanded={open === v._id} onClick={() => setOpen(open === v._id ? undefined : v._id)} />
              </div>
              {v.changes.length > 0 || v.version > 1 ? <ChangesTable changes={v.changes} label={`Changes in version ${v.version}`} /> : <p className={Classes.TEXT_MUTED}>The first request.</p>}
              <Collapse isOpen={open === v._id}>
                <RequestView request={v.request} />
              </Collapse>
            </Card>
          </li>
        ))}
      </ol>
    </LoadStates>
  );
}
