import { useId, useState } from 'react';
import { Button, FormGroup, HTMLSelect, Tag, TextArea } from '@blueprintjs/core';
import { HttpClient, LoadStates, NotificationBus, formatDateTime, useLoad, useService } from '@portolan/sdk';
import { RFQ_API, type Rfq, type RfqComment } from '../../../shared/types';
import { useRfqApi, type Page } from '../../api/rfqApi';

const INTERNAL = 'internal';

/**
 * The owner's comments on an RFQ: the internal thread (its own people only; vendors never see it) and
 * one thread per invited vendor, each about the RFQ or one lane.
 */
export function RfqCommentsPanel({ rfq }: { rfq: Rfq }) {
  const http = useService(HttpClient);
  const api = useRfqApi();
  const notify = useService(NotificationBus);
  const ids = useId();
  const comments = useLoad<Page<RfqComment>>(http, `${RFQ_API.comments}?rfqId=${encodeURIComponent(rfq._id)}`);
  const [thread, setThread] = useState(INTERNAL);
  const [laneId, setLaneId] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const all = comments.data?.items ?? [];
  const inThread = all.filter((c) => (thread === INTERNAL ? c.internal : !c.internal && c.vendorCompanyId === thread));
  const countOf = (key: string) => all.filter((c) => (key === INTERNAL ? c.internal : !c.internal && c.vendorCompanyId === key)).length;
  const lanes = new Map(rfq.lanes.map((l) => [l._id, `lane ${l.lineNo} (${l.origin} → ${l.destination} ${l.containerType})`]));
  const send = async () => {
    if (!text.trim()) return setError('Write a comment');
    setSending(true);
    const result = await api.addComment({ rfqId: rfq._id, text: text.trim(), ...(laneId && { laneId }), ...(thread === INTERNAL ? { internal: true } : { vendorCompanyId: thread }) });
    setSending(false);
    notify.outcome(result.ok, { success: thread === INTERNAL ? 'Comment added' : 'Message sent to the vendor', failure: result.errorMessage ?? 'Failed to add the comment' });
    if (!result.ok) return setError(result.errorMessage);
    setText('');
    setError(undefined);
    comments.reload();
  };
  const threadName = thread === INTERNAL ? 'Internal' : (rfq.invitations.find((i) => i.vendorCompanyId === thread)?.vendorName ?? 'Vendor');
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(180px, 240px) 1fr', gap: 16 }}>
      <nav aria-label="Comment threads">
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {[{ key: INTERNAL, name: 'Internal (your team)' }, ...rfq.invitations.map((i) => ({ key: i.vendorCompanyId, name: i.vendorName }))].map((t) => (
            <li key={t.key}>
              <Button variant={thread === t.key ? 'solid' : 'minimal'} alignText="left" fill aria-current={thread === t.key ? 'true' : undefined} onClick={() => setThread(t.key)}>
                {t.name} {countOf(t.key) > 0 && <Tag minimal round>{countOf(t.key)}</Tag>}
              </Button>
            </li>
          ))}
        </ul>
      </nav>
      <div>
        <h2 className="bp6-heading" style={{ fontSize: 16 }}>
          {threadName}
        </h2>
        {thread === INTERNAL && <p className="bp6-text-muted">Only your company sees these.</p>}
        <LoadStates isFetching={comments.isFetching} error={comments.error} empty={!inThread.length} emptyText="No comments yet" onRetry={comments.reload}>
          <ol aria-label={`Comments: ${threadName}`} style={{ listStyle: 'none', padding: 0 }}>
            {inThread.map((c) => (
              <li key={c._id} style={{ marginBottom: 10 }}>
                <strong>{c.authorName}</strong> ({c.authorCompanyName}) · {formatDateTime(c.createdAt)}
                {c.laneId && lanes.has(c.laneId) && <> · about {lanes.get(c.laneId)}</>}
                <p style={{ margin: '2px 0 0', whiteSpace: 'pre-wrap' }}>{c.text}</p>
              </li>
            ))}
          </ol>
        </LoadStates>
        <form
          aria-label={thread === INTERNAL ? 'Internal comment' : `Message to ${threadName}`}
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
          style={{ maxWidth: 640 }}
        >
          <FormGroup label="About" labelFor={`${ids}-lane`}>
            <HTMLSelect id={`${ids}-lane`} value={laneId} onChange={(e) => setLaneId(e.target.value)} options={[{ value: '', label: 'The RFQ as a whole' }, ...[...lanes].map(([value, label]) => ({ value, label }))]} />
          </FormGroup>
          <FormGroup label={thread === INTERNAL ? 'Comment' : 'Message'} labelFor={`${ids}-text`} intent={error ? 'danger' : 'none'} helperText={error && <span role="alert">{error}</span>}>
            <TextArea id={`${ids}-text`} fill rows={3} value={text} maxLength={4000} onChange={(e) => setText(e.target.value)} />
          </FormGroup>
          <Button type="submit" icon="send-message" text={thread === INTERNAL ? 'Add comment' : 'Send'} loading={sending} />
        </form>
      </div>
    </div>
  );
}
