import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Tag, TextArea } from '@blueprintjs/core';
import { FileDropZone, HttpClient, useService } from '@portolan/sdk';
import type { ChatAttachment, ChatMember } from '../../../shared/types';
import { ChatApi } from '../../stores/ChatApi';

export interface ChatComposerProps {
  chatId: string;
  /** Who can be mentioned (the caller left out). */
  members: ChatMember[];
  /** Sends; the composer clears at once (the message shows as "Sending…", and stays there if it fails). */
  onSend: (body: string, attachments: ChatAttachment[]) => void;
  /** Called while the user types (the conversation throttles the typing signal). */
  onTyping?: () => void;
  /** The composer's text, kept by the conversation so nothing typed is lost (a failed message's text can come back). */
  text: string;
  onText: (text: string) => void;
}

/** The `@query` being typed right before the caret, if any. */
function mentionQuery(text: string, caret: number): { start: number; query: string } | undefined {
  const match = /(^|\s)@([\p{L}\p{N}._-]{0,30})$/u.exec(text.slice(0, caret));
  return match ? { start: caret - match[2].length - 1, query: match[2] } : undefined;
}

/**
 * The message composer: Enter sends, Shift+Enter a new line; `@` suggests the members (↑/↓, Enter or
 * Tab inserts `@[Name](userId)`, Esc closes); the paperclip opens a drop zone whose file is uploaded to
 * the documents area (`entityType: 'chat'`) and sent with the message.
 */
export function ChatComposer({ chatId, members, onSend, onTyping, text, onText }: ChatComposerProps) {
  const http = useService(HttpClient);
  const id = useId();
  const area = useRef<HTMLTextAreaElement | null>(null);
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [closed, setClosed] = useState(false);
  const [attachments, setAttachments] = useState<ChatAttachment[]>([]);
  const [attaching, setAttaching] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string>();

  const query = closed ? undefined : mentionQuery(text, caret);
  const suggestions = query ? members.filter((m) => m.name.toLowerCase().includes(query.query.toLowerCase())).slice(0, 8) : [];
  const open = suggestions.length > 0;
  const chosen = Math.min(active, suggestions.length - 1);

  const insert = (member: ChatMember) => {
    if (!query) return;
    const token = `@[${member.name}](${member.userId}) `;
    const next = text.slice(0, query.start) + token + text.slice(caret);
    onText(next);
    const at = query.start + token.length;
    setCaret(at);
    setActive(0);
    requestAnimationFrame(() => area.current?.setSelectionRange(at, at));
  };

  const send = () => {
    if (!text.trim() && !attachments.length) return;
    onSend(text.trim(), attachments);
    onText('');
    setAttachments([]);
    setAttaching(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        setActive((chosen + (event.key === 'ArrowDown' ? 1 : suggestions.length - 1)) % suggestions.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        insert(suggestions[chosen]);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        setClosed(true);
        return;
      }
    }
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setProblem(undefined);
    const form = new FormData();
    form.append('entityType', 'chat');
    form.append('entityId', chatId);
    form.append('documentType', 'OTHER');
    form.append('file', file, file.name);
    const answer = await http.post<{ record: { _id: string; name: string; contentType: string; size: number } }>(ChatApi.upload, form);
    setUploading(false);
    const record = answer.data?.record;
    if (!answer.ok || !record) return setProblem(`Could not attach ${file.name}: ${answer.errorMessage ?? 'Server Error'}`);
    setAttachments((held) => [...held, { documentId: record._id, name: record.name ?? file.name, contentType: record.contentType ?? file.type, size: record.size ?? file.size }]);
    setAttaching(false);
  };

  return (
    <div
      className="pt-chat-composer"
      style={{ borderTop: '1px solid rgba(17,20,24,.15)', padding: 8, position: 'relative' }}
      onDragOver={(e) => {
        if (e.dataTransfer?.types?.includes('Files')) setAttaching(true);
      }}
    >
      {open && (
        <ul id={`${id}-mentions`} role="listbox" aria-label="Mention someone" className="bp6-menu bp6-elevation-2" style={{ position: 'absolute', bottom: '100%', left: 8, zIndex: 10, minWidth: 240 }}>
          {suggestions.map((member, index) => (
            <li
              key={member.userId}
              id={`${id}-mention-${index}`}
              role="option"
              aria-selected={index === chosen}
              className={`bp6-menu-item${index === chosen ? ' bp6-active bp6-intent-primary' : ''}`}
              onMouseDown={(e) => {
                e.preventDefault();
                insert(member);
              }}
            >
              {member.name} <span className="bp6-text-muted">· {member.companyName}</span>
            </li>
          ))}
        </ul>
      )}
      {attaching && (
        <div style={{ marginBottom: 8 }}>
          <FileDropZone onChoose={(file) => void upload(file)} prompt={uploading ? 'Uploading…' : 'Drop a file here to attach it, or choose it:'} placeholder="Choose a file…" inputLabel="File to attach" accept="*/*" style={{ padding: 8 }} />
        </div>
      )}
      {problem && (
        <p role="alert" className="bp6-text-small" style={{ color: '#cd4246', margin: '0 0 4px' }}>
          {problem}
        </p>
      )}
      {attachments.length > 0 && (
        <div aria-label="Attachments to send" role="group" style={{ display: 'flex', gap: 4, flexWrap: 'wrap', marginBottom: 4 }}>
          {attachments.map((a) => (
            <Tag key={a.documentId} icon="paperclip" onRemove={() => setAttachments((held) => held.filter((x) => x !== a))}>
              {a.name}
            </Tag>
          ))}
        </div>
      )}
      <div style={{ display: 'flex', gap: 4, alignItems: 'flex-end' }}>
        <Button icon="paperclip" variant="minimal" aria-label="Attach a file" aria-expanded={attaching} active={attaching} loading={uploading} onClick={() => setAttaching((a) => !a)} />
        <label htmlFor={`${id}-text`} className="bp6-sr-only" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          Message
        </label>
        <TextArea
          id={`${id}-text`}
          inputRef={area}
          fill
          autoResize
          rows={1}
          placeholder="Write a message — @ to mention, Enter to send, Shift+Enter for a new line"
          value={text}
          aria-autocomplete="list"
          aria-controls={open ? `${id}-mentions` : undefined}
          aria-activedescendant={open ? `${id}-mention-${chosen}` : undefined}
          style={{ maxHeight: 160 }}
          onChange={(e) => {
            onText(e.target.value);
            setCaret(e.target.selectionStart ?? e.target.value.length);
            setClosed(false);
            setActive(0);
            onTyping?.();
          }}
          onSelect={(e) => setCaret((e.target as HTMLTextAreaElement).selectionStart ?? 0)}
          onKeyDown={onKeyDown}
        />
        <Button icon="send-message" intent="primary" aria-label="Send" onClick={send} disabled={uploading} />
      </div>
    </div>
  );
}
