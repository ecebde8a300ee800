import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, Card, Tab, Tabs, Tag } from '@blueprintjs/core';
import {
  Entitlements,
  HttpClient,
  LoadStates,
  NotificationBus,
  RecordActions,
  RecordActivity,
  RecordComments,
  formatDate,
  formatDateTime,
  formatMoney,
  formatPort,
  useCommands,
  useLoad,
  useRecordTabs,
  useService,
} from '@portolan/sdk';
import { RATE_KIND, RATES_API, type Rate } from '../../../shared/types';
import { RateInventoryStoreToken } from '../../stores/RateInventoryStore';
import { carrierLabel } from '@portolan/sdk/shared';
import { useRatesBase } from '../useRatesBase';
import { LaneHistory } from './LaneHistory';
import { rateLane, rateTitle } from './rateLabel';
import { validityIntent } from './validityIntent';

const BASIS: Record<Rate['basis'], string> = { PER_CONTAINER: 'Per container', PER_BL: 'Per bill of lading', PER_WM: 'Per W/M (revenue ton)', PER_SHIPMENT: 'Per shipment' };
const or = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '—' : value);

/** The rate's fields as a summary. */
function RateSummary({ rate, base }: { rate: Rate; base: string }) {
  return (
    <Card compact>
      <dl className="pt-summary-grid">
        <dt>Kind</dt>
        <dd>{rate.kind}</dd>
        {rate.chargeCode && (
          <>
            <dt>Charge</dt>
            <dd>{rate.chargeCode}</dd>
          </>
        )}
        <dt>Side</dt>
        <dd>{rate.side}</dd>
        <dt>Carrier</dt>
        <dd>{carrierLabel(rate.carrier, 'Any carrier')}</dd>
        <dt>{rate.port ? 'Port' : 'Lane'}</dt>
        <dd>{rate.port ? formatPort(rate.port) : rateLane(rate)}</dd>
        <dt>Container type</dt>
        <dd>{rate.containerType ?? (rate.kind === 'LCL' ? '— (per W/M)' : 'All')}</dd>
        <dt>Amount</dt>
        <dd>
          {formatMoney({ decimal: rate.amount }, rate.currency)} <small>{BASIS[rate.basis]}</small>
        </dd>
        {rate.kind === 'LCL' && (
          <>
            <dt>Minimum</dt>
            <dd>{rate.minimum ? formatMoney({ decimal: rate.minimum }, rate.currency) : '—'}</dd>
          </>
        )}
        <dt>Transit</dt>
        <dd>{rate.transitDays === null ? '—' : `${rate.transitDays} days`}</dd>
        <dt>Free days</dt>
        <dd>{or(rate.freeDays)}</dd>
        <dt>Valid</dt>
        <dd>
          {formatDate(rate.validFrom)} – {formatDate(rate.validTo)}{' '}
          <Tag minimal intent={validityIntent(rate.validity)}>
            {rate.validity}
          </Tag>
        </dd>
        <dt>Commodity</dt>
        <dd>{or(rate.commodity)}</dd>
        <dt>Contract reference</dt>
        <dd>{or(rate.contractRef)}</dd>
        <dt>Remarks</dt>
        <dd style={{ whiteSpace: 'pre-wrap' }}>{or(rate.remarks)}</dd>
        <dt>Imported</dt>
        <dd>{rate.importId ? <Link to={`${base}/imports/${rate.importId}`}>from a rate sheet</Link> : 'No (entered by hand)'}</dd>
        <dt>Last saved</dt>
        <dd>{formatDateTime(rate.updatedAt)}</dd>
      </dl>
    </Card>
  );
}

/**
 * `inventory/:id`: the rate, its lane history (past and future rates of the lane), Activity, Comments
 * and tabs other areas contribute; Edit and Withdraw (confirmed; validTo becomes yesterday) for who may update.
 */
const RateDetails = observer(function RateDetails() {
  const { id = '' } = useParams();
  const base = useRatesBase();
  const navigate = useNavigate();
  const entitlements = useService(Entitlements);
  const notify = useService(NotificationBus);
  const store = useService(RateInventoryStoreToken);
  const path = `${RATES_API.inventory}/${encodeURIComponent(id)}`;
  const details = useLoad<{ record: Rate }>(useService(HttpClient), path);
  const rate = details.data?.record;
  const contributed = useRecordTabs({ kind: RATE_KIND, recordId: id, record: rate });
  const [confirming, setConfirming] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const canUpdate = entitlements.isAllowed('rates', 'Update');
  const withdrawable = Boolean(rate && rate.validity !== 'EXPIRED' && canUpdate);
  useCommands(
    [
      ...(canUpdate ? [{ id: 'edit-rate', title: 'Edit this rate', shortcut: 'alt+e', run: () => navigate(`${base}/inventory/${id}/edit`) }] : []),
      { id: 'refresh-rate', title: 'Refresh the rate', shortcut: 'alt+r', run: () => details.reload() },
    ],
    [base, id, canUpdate],
  );
  if (!rate) {
    return (
      <LoadStates isFetching={details.isFetching} error={details.error} empty emptyText="Rate not found" onRetry={details.reload}>
        {null}
      </LoadStates>
    );
  }
  const withdraw = async () => {
    setWithdrawing(true);
    const result = await store.withdraw(rate._id, rate.version);
    setWithdrawing(false);
    setConfirming(false);
    notify.outcome(result.ok, { success: 'Rate withdrawn', failure: `Failed to withdraw the rate${result.errorMessage ? `: ${result.errorMessage}` : ''}` });
    details.reload();
  };
  return (
    <section aria-labelledby="rate-title">
      <Link to={`${base}/inventory`}>← Rate inventory</Link>
      <h1 id="rate-title" className="pt-page-title">
        {rateTitle(rate)}{' '}
        <Tag intent={validityIntent(rate.validity)}>{rate.validity}</Tag>
      </h1>
      <div style={{ display: 'flex', gap: 8, margin: '8px 0' }}>
        {canUpdate && <Button size="small" icon="edit" text="Edit" onClick={() => navigate(`${base}/inventory/${id}/edit`)} />}
        {withdrawable && <Button size="small" icon="disable" intent="warning" text="Withdraw" onClick={() => setConfirming(true)} />}
        <RecordActions kind={RATE_KIND} recordId={id} record={rate} />
      </div>
      <Alert
        isOpen={confirming}
        intent="warning"
        icon="disable"
        confirmButtonText="Withdraw rate"
        cancelButtonText="Keep it"
        loading={withdrawing}
        onConfirm={() => void withdraw()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          Withdraw {rateTitle(rate)} at {formatMoney({ decimal: rate.amount }, rate.currency)}? It ends yesterday: it leaves every live search and stays in the lane history.
        </p>
      </Alert>
      <Tabs id="rate-tabs" renderActiveTabPanelOnly>
        <Tab id="rate" title="Rate" panel={<RateSummary rate={rate} base={base} />} />
        <Tab id="history" title="Lane history" panel={<LaneHistory rate={rate} />} />
        <Tab id="activity" title="Activity" panel={<RecordActivity key={rate.version} path={path} />} />
        <Tab id="comments" title="Comments" panel={<RecordComments path={path} canAdd={entitlements.isAllowed('rates', 'Create')} />} />
        {contributed.map((t) => (
          <Tab key={t.id} id={t.id} title={t.title} panel={t.panel} />
        ))}
      </Tabs>
    </section>
  );
});

export default RateDetails;
