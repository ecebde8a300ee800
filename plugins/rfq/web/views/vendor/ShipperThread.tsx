import { useState } from 'react';
import { Button, Callout, FormGroup, HTMLSelect, TextArea } from '@blueprintjs/core';
import { HttpClient, LoadStates, NotificationBus, formatDateTime, useLoad, useService } from '@portolan/sdk';
import { RFQ_API, type RfqComment, type VendorRfqLane } from '../../../shared/types';
import type { Page, RfqApi } from '../../api/rfqApi';

/** The vendor's thread with the shipper on one RFQ (its own thread only): read, and write about the RFQ or one lane. */
export function ShipperThread({ rfqId, lanes, api }: { rfqId: string; lanes: readonly VendorRfqLane[]; api: RfqApi }) {
  const http = useService(HttpClient);
  const notify = useService(NotificationBus);
  const thread = useLoad<Page<RfqComment>>(http, `${RFQ_API.comments}?rfqId=${encodeURIComponent(rfqId)}`);
  const [text, setText] = useState('');
  const [laneId, setLaneId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const laneName = (id: string | null) => {
    const lane = id ? lanes.find((l) => l._id === id) : undefined;
    return lane ? `lane ${lane.lineNo} (${lane.origin} → ${lane.destination} ${lane.containerType})` : null;
  };
  const send = async () => {
    if (!text.trim()) return setError('Write a message');
    setSending(true);
    const result = await api.addComment({ rfqId, text: text.trim(), ...(laneId && { laneId }) });
    setSending(false);
    notify.outcome(result.ok, { success: 'Message sent to the shipper', failure: result.errorMessage ?? 'Failed to send the message' });
    if (!result.ok) return setError(result.errorMessage);
    setText('');
    setError(undefined);
    thread.reload();
  };
  const items = thread.data?.items ?? [];
  return (
    <div>
      <LoadStates isFetching={thread.isFetching} error={thread.error} empty={!items.length} emptyText="No messages with the shipper yet" onRetry={thread.reload}>
        <ol aria-label="Messages with the shipper" style={{ listStyle: 'none', padding: 0 }}>
          {items.map((c) => (
            <li key={c._id} style={{ marginBottom: 10 }}>
              <strong>{c.authorName}</strong> ({c.authorCompanyName}) · {formatDateTime(c.createdAt)}
              {laneName(c.laneId) && <> · about {laneName(c.laneId)}</>}
              <p style={{ margin: '2px 0 0', whiteSpace: 'pre-wrap' }}>{c.text}</p>
            </li>
          ))}
        </ol>
      </LoadStates>
      <form
        aria-label="Message to the shipper"
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
        style={{ maxWidth: 640 }}
      >
        <FormGroup label="About" labelFor="thread-lane">
          <HTMLSelect id="thread-lane" value={laneId} onChange={(e) => setLaneId(e.target.value)} options={[{ value: '', label: 'The RFQ as a whole' }, ...lanes.map((l) => ({ value: l._id, label: laneName(l._id)! }))]} />
        </FormGroup>
        <FormGroup label="Message" labelFor="thread-text" intent={error ? 'danger' : 'none'} helperText={error && <span role="alert">{error}</span>}>
          <TextArea id="thread-text" fill rows={3} value={text} maxLength={4000} onChange={(e) => setText(e.target.value)} />
        </FormGroup>
        <Button type="submit" icon="send-message" text="Send" loading={sending} />
      </form>
      <Callout style={{ marginTop: 8 }}>Only the shipper reads this thread; other vendors never see it.</Callout>
    </div>
  );
}
