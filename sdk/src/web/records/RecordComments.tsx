import { useState, type FormEvent } from 'react';
import { Button, InputGroup } from '@blueprintjs/core';
import { HttpClient } from '../HttpClient';
import { NotificationBus } from '../NotificationBus';
import { useService } from '../useService';
import { useLoad } from '../useLoad';
import { LoadStates } from '../components/LoadStates';
import { formatDateTime } from '../format/formatDateTime';

/** A comment as `GET <record>/comments` (defineRecordComments) answers it. */
export interface CommentEntry {
  _id: string;
  text: string;
  authorName: string;
  createdAt: string;
  isMine: boolean;
}

export interface RecordCommentsProps {
  /** The record's API path, e.g. `/api/egm/v2/manifests/<id>`; its comments are `<path>/comments`. */
  path: string;
  /** The user may add comments (the feature's Create level). */
  canAdd: boolean;
}

/** The Comments tab of a record: its comments, oldest first, and a field to add one (Enter sends). */
export function RecordComments({ path, canAdd }: RecordCommentsProps) {
  const http = useService(HttpClient);
  const notify = useService(NotificationBus);
  const comments = useLoad<{ items: CommentEntry[] }>(http, `${path}/comments`);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const items = comments.data?.items ?? [];
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || sending) return;
    setSending(true);
    const answer = await http.post(`${path}/comments`, { data: { text } });
    setSending(false);
    notify.outcome(answer.ok, { success: 'Comment added', failure: `Failed to add the comment: ${answer.errorMessage ?? ''}` });
    if (answer.ok) {
      setText('');
      comments.reload();
    }
  };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <LoadStates isFetching={comments.isFetching} error={comments.error} empty={items.length === 0} emptyText="No comments yet" onRetry={comments.reload}>
        <ul aria-label="Comments" style={{ margin: 0, paddingLeft: 16 }}>
          {items.map((c) => (
            <li key={c._id}>
              <strong>{c.authorName}</strong> <small>{formatDateTime(c.createdAt)}</small>: {c.text}
            </li>
          ))}
        </ul>
      </LoadStates>
      {canAdd && (
        <form onSubmit={(e) => void add(e)}>
          <InputGroup aria-label="New comment" placeholder="Add a comment…" value={text} onChange={(e) => setText(e.target.value)} rightElement={<Button type="submit" text="Add" loading={sending} disabled={!text.trim()} />} />
        </form>
      )}
    </div>
  );
}
RecordComments.displayName = 'Portolan.RecordComments';
