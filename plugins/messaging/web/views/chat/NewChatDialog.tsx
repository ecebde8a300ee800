import { useState } from 'react';
import { Checkbox, InputGroup, Tag } from '@blueprintjs/core';
import { FormDialog, FormField, HttpClient, useForm, useLoad, useService } from '@portolan/sdk';
import type { Chat, ChatContact, RecordRef } from '../../../shared/types';
import { ChatApi } from '../../stores/ChatApi';

export interface NewChatDialogProps {
  /** The record the chat is about (its tab starts one); none for a free-standing chat. */
  record?: RecordRef;
  onClose: () => void;
  /** The chat was created. */
  onCreated: (chat: Chat) => void;
}

/**
 * "New chat": a title and the members, picked from `GET /api/messages/contacts` (the caller's company
 * and the companies it works with, or the record's parties) with their companies; the server's 400
 * shows beside the field it names.
 */
export function NewChatDialog({ record, onClose, onCreated }: NewChatDialogProps) {
  const http = useService(HttpClient);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<ChatContact[]>([]);
  const query = new URLSearchParams({ ...(search.trim() ? { search: search.trim() } : {}), ...(record ? { recordKind: record.kind, recordId: record.id } : {}) }).toString();
  const contacts = useLoad<ChatContact[] | { items: ChatContact[] }>(http, `${ChatApi.contacts}${query ? `?${query}` : ''}`);
  const list = Array.isArray(contacts.data) ? contacts.data : (contacts.data?.items ?? []);

  const form = useForm({
    initial: { title: record?.title ? `About ${record.title}` : '', memberIds: '' },
    validate: () => (chosen.length ? {} : { memberIds: 'Choose at least one member' }),
    submit: (values) =>
      http.post<{ record: Chat }>(ChatApi.chats, {
        data: { ...(values.title.trim() ? { title: values.title.trim() } : {}), memberIds: chosen.map((c) => c.userId), ...(record ? { record: { kind: record.kind, id: record.id } } : {}) },
      }),
    onSuccess: (answer) => onCreated((answer.data as { record: Chat }).record),
  });

  const toggle = (contact: ChatContact) => {
    setChosen((held) => (held.some((c) => c.userId === contact.userId) ? held.filter((c) => c.userId !== contact.userId) : [...held, contact]));
    form.set('memberIds', '');
  };

  return (
    <FormDialog form={form} title={record ? `Start a chat about ${record.title ?? 'this record'}` : 'New chat'} onClose={onClose} submit={{ text: 'Start chat', icon: 'chat' }}>
      <FormField form={form} name="title" label="Title" help="Optional: the members' names when empty">
        <InputGroup {...form.input('title')} />
      </FormField>
      <FormField form={form} name="memberIds" label="Members" required>
        <div>
          {chosen.length > 0 && (
            <div role="group" aria-label="Chosen members" style={{ display: 'flex', gap: 4, flexWrap: 'wrap', marginBottom: 4 }}>
              {chosen.map((c) => (
                <Tag key={c.userId} onRemove={() => toggle(c)}>
                  {c.name} · {c.companyName}
                </Tag>
              ))}
            </div>
          )}
          <InputGroup
            id={form.idOf('memberIds')}
            leftIcon="search"
            type="search"
            placeholder="Find people by name or company"
            aria-describedby={form.errors.memberIds ? `${form.idOf('memberIds')}-error` : undefined}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <div role="group" aria-label="People" style={{ maxHeight: 220, overflowY: 'auto', marginTop: 4 }}>
            {contacts.error && <p role="alert">{contacts.error}</p>}
            {!contacts.error && !contacts.isFetching && !list.length && <p className="bp6-text-muted">Nobody matches</p>}
            {list.map((contact) => (
              <Checkbox key={contact.userId} checked={chosen.some((c) => c.userId === contact.userId)} onChange={() => toggle(contact)}>
                {contact.name} <span className="bp6-text-muted">· {contact.companyName}</span>
              </Checkbox>
            ))}
          </div>
        </div>
      </FormField>
    </FormDialog>
  );
}
