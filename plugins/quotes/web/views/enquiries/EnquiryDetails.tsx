import { lazy, Suspense, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Button, Spinner, Tab, Tabs, Tag } from '@blueprintjs/core';
import { Entitlements, HttpClient, LoadStates, RecordActions, RecordActivity, TransitionButtons, useCommands, useLoad, useRecordTabs, useService } from '@portolan/sdk';
import { ENQUIRY_KIND, QUOTES_API, type Enquiry } from '../../../shared/types';
import { ENQUIRY_ACTIONS } from '../../../shared/states';
import { enquiryStatusIntent } from './enquiryStatusIntent';
import { EnquiryFields } from './EnquiryFields';
import { MarkLostDialog } from './MarkLostDialog';

const QuoteBuilder = lazy(() => import('../quotes/QuoteBuilder'));
const EnquiryComments = lazy(() => import('../quotes/EnquiryComments'));

/** The moves TransitionButtons draws; mark-lost asks for a reason in its own dialog. */
const { 'mark-lost': markLost, ...SIMPLE_ACTIONS } = ENQUIRY_ACTIONS;
/** While a quote is out, the customer's accept or decline shows within this many ms (live push comes with the chat issue). */
const POLL_MS = 15_000;

/** `<prefix>/:id`: the enquiry (fields, edit while RECEIVED/QUOTING, state moves), its quote, comments, activity. */
export const EnquiryDetails = observer(function EnquiryDetails({ base }: { base: string }) {
  const { id = '' } = useParams();
  // The open tab is in the URL (`?tab=quote`), so a link can open the quote and a reload keeps it.
  const [searchParams, setSearchParams] = useSearchParams();
  const entitlements = useService(Entitlements);
  const navigate = useNavigate();
  const path = `${QUOTES_API.enquiries}/${encodeURIComponent(id)}`;
  const details = useLoad<{ record: Enquiry }>(useService(HttpClient), path);
  const record = details.data?.record;
  const [losing, setLosing] = useState(false);
  const contributed = useRecordTabs({ kind: ENQUIRY_KIND, recordId: id, record });
  const canEdit = (record?.status === 'RECEIVED' || record?.status === 'QUOTING') && entitlements.isAllowed('enquiries', 'Update');
  const canLose = !!record && (markLost.from as readonly string[]).includes(record.status) && entitlements.isAllowed('enquiries', markLost.level);
  const { reload } = details;
  // A published quote waits on the customer: re-read the enquiry so an accept or decline shows without a reload.
  // (Live push arrives with the chat issue; until then this poll is the "live" view.)
  const waiting = record?.status === 'QUOTED';
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(reload, POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, reload]);
  useCommands(
    [
      { id: 'reload-enquiry', title: 'Reload enquiry', shortcut: 'alt+r', run: () => reload() },
      ...(canEdit ? [{ id: 'edit-enquiry', title: 'Edit enquiry', shortcut: 'alt+e', run: () => navigate(`${base}/${id}/edit`) }] : []),
      ...(canLose ? [{ id: 'mark-enquiry-lost', title: 'Mark enquiry lost', run: () => setLosing(true) }] : []),
    ],
    [reload, canEdit, canLose, id, base],
  );
  if (!record) {
    return (
      <LoadStates isFetching={details.isFetching} error={details.error} empty emptyText="Enquiry not found" onRetry={reload}>
        {null}
      </LoadStates>
    );
  }
  return (
    <section aria-labelledby="enquiry-title">
      <Link to={base}>← Enquiries</Link>
      <h1 id="enquiry-title" className="pt-page-title">
        {record.reference} <Tag intent={enquiryStatusIntent(record.status)}>{record.status}</Tag>
      </h1>
      <p className="bp6-text-muted">{record.customerName}</p>
      <div style={{ display: 'flex', gap: 8, margin: '8px 0', flexWrap: 'wrap' }}>
        {canEdit && <Button size="small" icon="edit" text="Edit" onClick={() => navigate(`${base}/${id}/edit`)} />}
        <TransitionButtons path={path} feature="enquiries" state={record.status} version={record.version} actions={SIMPLE_ACTIONS} onDone={reload} />
        {canLose && <Button size="small" intent="danger" text={markLost.title} onClick={() => setLosing(true)} />}
        <RecordActions kind={ENQUIRY_KIND} recordId={id} record={record} />
      </div>
      <MarkLostDialog path={path} version={record.version} isOpen={losing} onClose={() => setLosing(false)} onDone={reload} />
      <Tabs
        id="enquiry-tabs"
        renderActiveTabPanelOnly
        selectedTabId={searchParams.get('tab') ?? 'record'}
        onChange={(tab) =>
          setSearchParams(
            (params) => {
              params.set('tab', String(tab));
              return params;
            },
            { replace: true },
          )
        }
      >
        <Tab id="record" title="Enquiry" panel={<EnquiryFields enquiry={record} />} />
        {entitlements.isAllowed('quotes') && (
          <Tab
            id="quote"
            title="Quote"
            panel={
              <Suspense fallback={<Spinner size={24} />}>
                <QuoteBuilder enquiry={record} onChanged={reload} />
              </Suspense>
            }
          />
        )}
        <Tab
          id="comments"
          title="Comments"
          panel={
            <Suspense fallback={<Spinner size={24} />}>
              <EnquiryComments enquiryId={record._id} />
            </Suspense>
          }
        />
        <Tab id="activity" title="Activity" panel={<RecordActivity key={record.version} path={path} />} />
        {contributed.map((t) => (
          <Tab key={t.id} id={t.id} title={t.title} panel={t.panel} />
        ))}
      </Tabs>
    </section>
  );
});
