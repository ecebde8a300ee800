import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Button, Tag } from '@blueprintjs/core';
import { Entitlements, NotificationBus, ResourceTable, formatDateTime, useResourceList, useService, type DataColumn } from '@portolan/sdk';
import type { PartnerBank } from '../../../shared/states';
import { API, type PartnerLink } from '../../../shared/types';
import { useRegularizationApi } from '../../api/regularizationApi';
import { NewLinkDialog } from './NewLinkDialog';
import { bankName } from './regularizeWords';

type Row = PartnerLink & Record<string, unknown>;

const stateOf = (l: PartnerLink, now: number) => (l.revokedAt ? 'Revoked' : Date.parse(l.expiresAt) <= now ? 'Expired' : 'Active');

/** Signed links to the open /regularize page: who they are for, until when; create (the URL shown once) and revoke. */
export const PartnerLinks = observer(function PartnerLinks({ defaultBank }: { defaultBank: PartnerBank }) {
  const api = useRegularizationApi();
  const notify = useService(NotificationBus);
  const entitlements = useService(Entitlements);
  const canCreate = entitlements.isAllowed('regularization', 'Create');
  const canRevoke = entitlements.isAllowed('regularization', 'Update');
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<PartnerLink | undefined>();
  const [now] = useState(() => Date.now());
  const list = useResourceList<Row>({ base: API.partnerLinks, url: false, search: false, paged: false });
  const revoke = async (link: PartnerLink) => {
    const answer = await api.revokeLink(link._id, link.version);
    notify.outcome(answer.ok, { success: 'Partner link revoked', failure: `Failed to revoke the link: ${answer.errorMessage ?? 'Server Error'}` });
    setRevoking(undefined);
    await list.reload();
  };
  const columns: DataColumn<Row>[] = [
    { id: 'bank', title: 'Bank', width: 120, render: (l) => bankName(l.bank), csv: (l) => l.bank },
    { id: 'email', title: 'For', width: 220, render: (l) => l.email ?? '—', csv: (l) => l.email ?? '' },
    { id: 'createdAt', title: 'Created', width: 170, render: (l) => formatDateTime(l.createdAt), csv: (l) => l.createdAt },
    { id: 'expiresAt', title: 'Expires', width: 170, render: (l) => formatDateTime(l.expiresAt), csv: (l) => l.expiresAt },
    {
      id: 'state',
      title: 'State',
      width: 100,
      render: (l) => {
        const state = stateOf(l, now);
        return (
          <Tag minimal intent={state === 'Active' ? 'success' : 'none'} icon={state === 'Active' ? 'link' : 'disable'}>
            {state}
          </Tag>
        );
      },
      csv: (l) => stateOf(l, now),
    },
    {
      id: 'revoke',
      title: 'Revoke',
      width: 100,
      render: (l) => (canRevoke && stateOf(l, now) === 'Active' ? <Button size="small" intent="danger" variant="outlined" text="Revoke" aria-label={`Revoke link for ${l.email ?? bankName(l.bank)}`} onClick={() => setRevoking(l)} /> : null),
      csv: () => '',
    },
  ];
  return (
    <section aria-labelledby="links-title">
      <h2 id="links-title" style={{ fontSize: 18 }}>
        Partner links
      </h2>
      <p>A partner link opens this company&apos;s open bills and remittances to a bank customer without sign-in, until it expires or you revoke it.</p>
      <ResourceTable<Row>
        list={list}
        label="Partner links"
        columns={columns}
        emptyText="No partner link yet"
        height={300}
        actions={canCreate ? <Button size="small" intent="primary" icon="link" text="New partner link" onClick={() => setCreating(true)} /> : undefined}
      />
      {creating && <NewLinkDialog defaultBank={defaultBank} onClose={() => setCreating(false)} onCreated={() => void list.reload()} />}
      <Alert isOpen={Boolean(revoking)} intent="danger" icon="disable" confirmButtonText="Revoke link" cancelButtonText="Cancel" onConfirm={() => revoking && void revoke(revoking)} onCancel={() => setRevoking(undefined)}>
        Revoke the link for {revoking?.email ?? bankName(revoking?.bank ?? '')}? Whoever holds it can no longer open the page.
      </Alert>
    </section>
  );
});
