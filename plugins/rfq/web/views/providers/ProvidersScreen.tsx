import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FormGroup, InputGroup } from '@blueprintjs/core';
import { BarChart, Entitlements, HttpClient, LoadStates, useAnswer, useCommands, useLoad, useService } from '@portolan/sdk';
import { RFQ_API, type VendorAwardedSummaryRow, type VendorGroup, type VendorParticipation } from '../../../shared/types';
import { useRfqApi, type Page } from '../../api/rfqApi';
import { ParticipationTable } from './ParticipationTable';
import { VendorGroupsPanel } from './VendorGroupsPanel';
import { providerRows } from './providerRows';

const DAY = /^\d{4}-\d\d-\d\d$/;
const percent = (value: string | number) => `${value} %`;

/**
 * `/providers`: the company's vendors — its network connections joined with their participation in its
 * RFQs (invited, viewed, bid, declined, awarded, response and win rate, over RFQs created in a range)
 * and what was awarded to them (lanes, volume, value), response and win rates drawn per vendor, the
 * vendor groups it invites together, and the way to connect new vendors (`/network`).
 */
export default function ProvidersScreen() {
  const http = useService(HttpClient);
  const entitlements = useService(Entitlements);
  const api = useRfqApi();
  const navigate = useNavigate();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [editingGroup, setEditingGroup] = useState<VendorGroup | 'new' | undefined>();
  const range = new URLSearchParams({ ...(DAY.test(from) && { from }), ...(DAY.test(to) && { to }) }).toString();
  const network = useAnswer(() => api.networkCompanies(), 'network');
  const participation = useLoad<Page<VendorParticipation>>(http, `${RFQ_API.vendorParticipationSummary}${range ? `?${range}` : ''}`);
  const awarded = useLoad<Page<VendorAwardedSummaryRow>>(http, RFQ_API.vendorAwardedSummary);
  const canEditGroups = entitlements.isAllowed('rfq', 'Update') || entitlements.isAllowed('rfq', 'Create');
  useCommands(
    [
      { id: 'providers-connect', title: 'Connect new vendors', section: 'RFQ', run: () => navigate('/network') },
      ...(canEditGroups ? [{ id: 'providers-new-group', title: 'New vendor group', section: 'RFQ', run: () => setEditingGroup('new') }] : []),
      {
        id: 'providers-refresh',
        title: 'Refresh providers',
        shortcut: 'alt+r',
        run: () => {
          network.reload();
          participation.reload();
          awarded.reload();
        },
      },
    ],
    [canEditGroups],
  );

  const rows = providerRows(network.data?.items ?? [], participation.data?.items ?? [], awarded.data?.items ?? []);
  const rated = rows.filter((r) => r.participation && r.participation.invited > 0);
  const loading = network.isFetching || participation.isFetching || awarded.isFetching;
  const error = network.error ?? participation.error ?? awarded.error;
  return (
    <section aria-labelledby="providers-title">
      <h1 id="providers-title" className="pt-page-title">
        Providers
      </h1>
      <p>
        Your vendors: the companies of your network you can invite to RFQs, and how they took part. <Link to="/network" style={{ textDecoration: 'underline' }}>
          Connect new vendors in your network
        </Link>
        .
      </p>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <FormGroup label="RFQs created from" labelFor="providers-from" helperText="YYYY-MM-DD">
          <InputGroup id="providers-from" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </FormGroup>
        <FormGroup label="to" labelFor="providers-to" helperText="YYYY-MM-DD">
          <InputGroup id="providers-to" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </FormGroup>
      </div>
      <LoadStates
        isFetching={loading}
        error={error}
        empty={!rows.length}
        emptyText="No vendors yet"
        emptyDescription={<Link to="/network">Connect forwarders in your network to invite them to RFQs</Link>}
        onRetry={() => {
          network.reload();
          participation.reload();
          awarded.reload();
        }}
      >
        {rated.length > 0 && (
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, margin: '8px 0 16px' }}>
            <BarChart title="Response rate by vendor" bars={rated.map((r) => ({ label: r.name, value: r.participation!.responseRatePct ?? '0' }))} format={percent} labels={{ x: 'Vendor', value: 'Response rate %' }} width={480} />
            <BarChart title="Win rate by vendor" bars={rated.map((r) => ({ label: r.name, value: r.participation!.winRatePct ?? '0' }))} format={percent} labels={{ x: 'Vendor', value: 'Win rate %' }} width={480} />
          </div>
        )}
        <ParticipationTable rows={rows} />
      </LoadStates>
      <h2>Vendor groups</h2>
      <VendorGroupsPanel api={api} network={network.data?.items ?? []} canEdit={canEditGroups} editing={editingGroup} onEdit={setEditingGroup} />
    </section>
  );
}
