import { observer } from 'mobx-react-lite';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, Card, Tab, Tabs, Tag } from '@blueprintjs/core';
import { Entitlements, HttpClient, LoadStates, RecordActions, RecordActivity, RecordComments, TransitionButtons, formatDate, formatDateTime, useCommands, useLoad, useRecordTabs, useService } from '@portolan/sdk';
import { CONTRACT_KIND, RATES_API, type ServiceContract } from '../../../shared/types';
import { carrierLabel } from '@portolan/sdk/shared';
import { CONTRACT_ACTIONS, contractIntent } from './contractActions';
import { ContractRates } from './ContractRates';
import { ContractUsagePanel } from './ContractUsagePanel';
import { TeuUsageBar } from './TeuUsageBar';

/** `/contracts/:id`: the contract, its MQC usage, its rates, activity and comments; Edit while a draft; activate / terminate (Approve). */
const ContractDetails = observer(function ContractDetails() {
  const { id = '' } = useParams();
  const entitlements = useService(Entitlements);
  const navigate = useNavigate();
  const path = `${RATES_API.contracts}/${encodeURIComponent(id)}`;
  const details = useLoad<{ record: ServiceContract }>(useService(HttpClient), path);
  const record = details.data?.record;
  const contributed = useRecordTabs({ kind: CONTRACT_KIND, recordId: id, record });
  const canEdit = record?.status === 'DRAFT' && entitlements.isAllowed('contracts', 'Update');
  useCommands(
    [
      { id: 'reload-contract', title: 'Reload contract', shortcut: 'alt+r', run: () => details.reload() },
      ...(canEdit ? [{ id: 'edit-contract', title: 'Edit contract', shortcut: 'alt+e', run: () => navigate(`/contracts/${id}/edit`) }] : []),
    ],
    [details.reload, canEdit, id],
  );
  if (!record) {
    return (
      <LoadStates isFetching={details.isFetching} error={details.error} empty emptyText="Contract not found" onRetry={details.reload}>
        {null}
      </LoadStates>
    );
  }
  return (
    <section aria-labelledby="contract-title">
      <Link to="/contracts">← Contracts</Link>
      <h1 id="contract-title" className="pt-page-title">
        {record.reference} <Tag intent={contractIntent(record.status)}>{record.status}</Tag>
      </h1>
      <div style={{ display: 'flex', gap: 8, margin: '8px 0' }}>
        {canEdit && <Button size="small" icon="edit" text="Edit" onClick={() => navigate(`/contracts/${id}/edit`)} />}
        <TransitionButtons path={path} feature="contracts" state={record.status} version={record.version} actions={CONTRACT_ACTIONS} onDone={details.reload} />
        <RecordActions kind={CONTRACT_KIND} recordId={id} record={record} />
      </div>
      <Tabs id="contract-tabs" renderActiveTabPanelOnly>
        <Tab
          id="record"
          title="Contract"
          panel={
            <Card compact>
              <dl className="pt-summary-grid">
                <dt>Carrier</dt>
                <dd>{carrierLabel(record.carrier)}</dd>
                <dt>Validity</dt>
                <dd>
                  {formatDate(record.validFrom)} – {formatDate(record.validTo)}
                </dd>
                <dt>MQC</dt>
                <dd>{record.mqcTeu.toLocaleString('en')} TEU</dd>
                <dt>Used</dt>
                <dd style={{ maxWidth: 320 }}>
                  <TeuUsageBar used={record.usedTeu} mqc={record.mqcTeu} />
                </dd>
                <dt>Notes</dt>
                <dd style={{ whiteSpace: 'pre-wrap' }}>{record.notes ?? '—'}</dd>
                <dt>Last saved</dt>
                <dd>{formatDateTime(record.updatedAt)}</dd>
              </dl>
            </Card>
          }
        />
        <Tab id="usage" title="MQC usage" panel={<ContractUsagePanel contract={record} path={path} />} />
        {entitlements.isAllowed('rates') && <Tab id="rates" title="Rates" panel={<ContractRates contract={record} />} />}
        <Tab id="activity" title="Activity" panel={<RecordActivity key={record.version} path={path} />} />
        <Tab id="comments" title="Comments" panel={<RecordComments path={path} canAdd={entitlements.isAllowed('contracts', 'Create')} />} />
        {contributed.map((t) => (
          <Tab key={t.id} id={t.id} title={t.title} panel={t.panel} />
        ))}
      </Tabs>
    </section>
  );
});

export default ContractDetails;
