import { observer } from 'mobx-react-lite';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, Card, Tab, Tabs, Tag } from '@blueprintjs/core';
import { Entitlements, HttpClient, LoadStates, RecordActions, RecordActivity, RecordComments, TransitionButtons, formatDate, formatDateTime, useLoad, useRecordTabs, useService } from '@portolan/sdk';
import { SAMPLE_ACTIONS } from '../../shared/states';
import { SAMPLE_KIND, SAMPLES_API, type SampleRecord } from '../../shared/types';
import { stateIntent } from './stateIntent';

/** `/template/:id`: the record, its activity and comments, tabs other plugins add; Edit while a draft, and the state moves the user may make. */
const SampleDetails = observer(function SampleDetails() {
  const { id = '' } = useParams();
  const entitlements = useService(Entitlements);
  const navigate = useNavigate();
  const path = `${SAMPLES_API}/${id}`;
  const details = useLoad<{ record: SampleRecord }>(useService(HttpClient), path);
  const record = details.data?.record;
  const contributed = useRecordTabs({ kind: SAMPLE_KIND, recordId: id, record });
  if (!record) {
    return (
      <LoadStates isFetching={details.isFetching} error={details.error} empty emptyText="Sample not found" onRetry={details.reload}>
        {null}
      </LoadStates>
    );
  }
  return (
    <section aria-labelledby="sample-title">
      <Link to="/template">← Samples</Link>
      <h1 id="sample-title" className="pt-page-title">
        {record.title} <Tag intent={stateIntent(record.status)}>{record.status}</Tag>
      </h1>
      <div style={{ display: 'flex', gap: 8, margin: '8px 0' }}>
        {record.status === 'DRAFT' && entitlements.isAllowed('template', 'Update') && <Button size="small" icon="edit" text="Edit" onClick={() => navigate(`/template/${id}/edit`)} />}
        <TransitionButtons path={path} feature="template" state={record.status} version={record.version} actions={SAMPLE_ACTIONS} onDone={details.reload} />
        <RecordActions kind={SAMPLE_KIND} recordId={id} record={record} />
      </div>
      <Tabs id="sample-tabs" renderActiveTabPanelOnly>
        <Tab
          id="record"
          title="Sample"
          panel={
            <Card compact>
              <dl className="pt-summary-grid">
                <dt>Due</dt>
                <dd>{formatDate(record.dueOn)}</dd>
                <dt>Description</dt>
                <dd>{record.description ?? '—'}</dd>
                <dt>Last saved</dt>
                <dd>{formatDateTime(record.updatedAt)}</dd>
              </dl>
            </Card>
          }
        />
        <Tab id="activity" title="Activity" panel={<RecordActivity key={record.version} path={path} />} />
        <Tab id="comments" title="Comments" panel={<RecordComments path={path} canAdd={entitlements.isAllowed('template', 'Create')} />} />
        {contributed.map((t) => (
          <Tab key={t.id} id={t.id} title={t.title} panel={t.panel} />
        ))}
      </Tabs>
    </section>
  );
});

export default SampleDetails;
