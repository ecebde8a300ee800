import { useState } from 'react';
import { Button, HTMLTable } from '@blueprintjs/core';
import { HttpClient, LoadStates, NotificationBus, useCommands, useLoad, useService } from '@portolan/sdk';
import { RFQ_API, type RfqTermRecord } from '../../../shared/types';
import { useRfqApi, type Page } from '../../api/rfqApi';
import { TermDialog } from './TermDialog';

/** The term library (CRUD /api/rfq/terms): the terms an RFQ takes through its term group. */
export function TermsPanel() {
  const http = useService(HttpClient);
  const notify = useService(NotificationBus);
  const api = useRfqApi();
  const terms = useLoad<Page<RfqTermRecord>>(http, `${RFQ_API.terms}?limit=200`);
  const [editing, setEditing] = useState<RfqTermRecord | 'new' | undefined>();
  useCommands([{ id: 'rfq-new-term', title: 'New RFQ term', section: 'RFQ', run: () => setEditing('new') }]);

  const save = async (data: { title: string; category: string | null; body: string }) => {
    const term = editing === 'new' ? undefined : editing;
    const result = await api.saveLibraryRecord(RFQ_API.terms, term ? { ...data, _id: term._id, version: term.version } : data);
    notify.outcome(result.ok, { success: term ? 'Term saved' : 'Term created', failure: term ? 'Failed to save the term' : 'Failed to create the term' });
    if (result.ok) {
      setEditing(undefined);
      terms.reload();
    }
    return result;
  };
  const items = terms.data?.items ?? [];
  return (
    <div>
      <Button icon="add" intent="primary" text="New term" onClick={() => setEditing('new')} style={{ marginBottom: 8 }} />
      <LoadStates isFetching={terms.isFetching} error={terms.error} empty={!items.length} emptyText="No terms yet" emptyDescription="Terms are the conditions vendors bid under; group them into term groups for your RFQs." onRetry={terms.reload}>
        <HTMLTable compact striped aria-label="Terms" style={{ width: '100%' }}>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Category</th>
              <th scope="col">Text</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {items.map((t) => (
              <tr key={t._id}>
                <td>{t.title}</td>
                <td>{t.category ?? '—'}</td>
                <td>{t.body.length > 140 ? `${t.body.slice(0, 140)}…` : t.body}</td>
                <td style={{ whiteSpace: 'nowrap' }}>
                  <Button size="small" variant="minimal" icon="edit" aria-label={`Edit ${t.title}`} onClick={() => setEditing(t)} />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </LoadStates>
      {editing && <TermDialog term={editing === 'new' ? undefined : editing} onClose={() => setEditing(undefined)} onSave={save} />}
    </div>
  );
}
