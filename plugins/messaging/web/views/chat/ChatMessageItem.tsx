import { useState } from 'react';
import { Alert, Button, Classes, TextArea } from '@blueprintjs/core';
import { HttpClient, NotificationBus, saveBlob, useService } from '@portolan/sdk';
import type { ChatMessage } from '../../../shared/types';
import { ChatApi } from '../../stores/ChatApi';
import { MessageBody } from './MessageBody';
import { shortTime } from './chatTime';
import { META } from './chatStyles';

export interface ChatMessageItemProps {
  message: ChatMessage;
  own: boolean;
  userId: string;
  /** Names of the members who have read up to this message ("Seen by …"). */
  seenBy?: string[];
  /** Marked as the one a link pointed at. */
  focused?: boolean;
  onEdit: (message: ChatMessage, body: string) => Promise<string | undefined>;
  onDelete: (message: ChatMessage) => Promise<string | undefined>;
}

/** One message: author, time, "edited", or "This message was deleted"; attachments as links; edit (Esc cancels) and delete (confirmed) of one's own. */
export function ChatMessageItem({ message, own, userId, seenBy, focused, onEdit, onDelete }: ChatMessageItemProps) {
  const [editing, setEditing] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string>();
  const deleted = Boolean(message.deletedAt);
  const http = useService(HttpClient);
  const notify = useService(NotificationBus);
  // The file needs the session's bearer token, so the link downloads through the HTTP client.
  const download = async (path: string, name: string) => {
    const answer = await http.download(path);
    if (answer.ok && answer.data) saveBlob(answer.data, name);
    else notify.outcome(false, { success: '', failure: `Could not download ${name}: ${answer.errorMessage ?? 'Server Error'}` });
  };

  const save = async () => {
    if (editing === undefined || !editing.trim()) return;
    const failure = await onEdit(message, editing.trim());
    setProblem(failure);
    if (!failure) setEditing(undefined);
  };

  return (
    <li
      id={`message-${message._id}`}
      aria-label={`${own ? 'You' : message.authorName}, ${shortTime(message.createdAt)}`}
      className={`pt-chat-message${own ? ' pt-chat-message-own' : ''}`}
      style={{ display: 'flex', flexDirection: 'column', alignItems: own ? 'flex-end' : 'flex-start', margin: '2px 0' }}
    >
      <div
        style={{
          maxWidth: '75%',
          padding: '4px 8px',
          borderRadius: 6,
          background: own ? 'rgba(45,114,210,.12)' : 'rgba(143,153,168,.15)',
          outline: focused ? '2px solid #d1980b' : undefined,
        }}
      >
        <div className="bp6-text-small" style={{ display: 'flex', gap: 6, alignItems: 'baseline' }}>
          <strong>{own ? 'You' : message.authorName}</strong>
          {!own && <span style={META}>{message.companyName}</span>}
          <time dateTime={message.createdAt} style={META}>
            {shortTime(message.createdAt)}
          </time>
          {message.editedAt && !deleted && <span style={META}>(edited)</span>}
          {own && !deleted && editing === undefined && (
            <span className="pt-chat-message-actions">
              <Button size="small" variant="minimal" icon="edit" aria-label="Edit message" onClick={() => setEditing(message.body)} />
              <Button size="small" variant="minimal" icon="trash" aria-label="Delete message" onClick={() => setConfirming(true)} />
            </span>
          )}
        </div>
        {deleted ? (
          <em style={META}>This message was deleted</em>
        ) : editing !== undefined ? (
          <div>
            <TextArea
              aria-label="Edit message"
              fill
              autoResize
              autoFocus
              value={editing}
              onChange={(e) => setEditing(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Escape') {
                  e.preventDefault();
                  setEditing(undefined);
                  setProblem(undefined);
                } else if (e.key === 'Enter' && !e.shiftKey) {
                  e.preventDefault();
                  void save();
                }
              }}
            />
            <div style={{ display: 'flex', gap: 4, marginTop: 4 }}>
              <Button size="small" intent="primary" text="Save" onClick={() => void save()} />
              <Button size="small" text="Cancel" onClick={() => setEditing(undefined)} />
            </div>
          </div>
        ) : (
          <MessageBody body={message.body} userId={userId} />
        )}
        {!deleted && message.attachments.length > 0 && (
          <ul aria-label="Attachments" style={{ listStyle: 'none', margin: '4px 0 0', padding: 0 }}>
            {message.attachments.map((a) => (
              <li key={a.documentId}>
                <a href={ChatApi.attachment(message.chatId, message._id, a.documentId)} download={a.name}
                  className="bp6-text-small"
                  onClick={(e) => {
                    e.preventDefault();
                    void download(ChatApi.attachment(message.chatId, message._id, a.documentId), a.name);
                  }}
                >
                  <span aria-hidden>📎 </span>
                  {a.name}
                </a>
              </li>
            ))}
          </ul>
        )}
        {problem && (
          <p role="alert" className="bp6-text-small" style={{ color: '#cd4246', margin: 0 }}>
            {problem}
          </p>
        )}
      </div>
      {seenBy && seenBy.length > 0 && <span className={Classes.TEXT_SMALL} style={META}>Seen by {seenBy.join(', ')}</span>}
      <Alert
        isOpen={confirming}
        intent="danger"
        icon="trash"
        cancelButtonText="Cancel"
        confirmButtonText="Delete"
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          setConfirming(false);
          setProblem(await onDelete(message));
        }}
      >
        Delete this message? The others will see "This message was deleted".
      </Alert>
    </li>
  );
}
