import { useState } from 'react';
import { Button, HTMLTable } from '@blueprintjs/core';
import { HttpClient, LoadStates, NotificationBus, useCommands, useLoad, useService } from '@portolan/sdk';
import { RFQ_API, type RfqTermRecord, type TermGroup } from '../../../shared/types';
import { useRfqApi, type Page } from '../../api/rfqApi';
import { PickSetDialog } from './PickSetDialog';

/** Term groups (CRUD /api/rfq/termGroups): named sets of terms an RFQ takes. */
export function TermGroupsPanel() {
  const http = useService(HttpClient);
  const notify = useService(NotificationBus);
  const api = useRfqApi();
  const groups = useLoad<Page<TermGroup>>(http, `${RFQ_API.termGroups}?limit=200`);
  const terms = useLoad<Page<RfqTermRecord>>(http, `${RFQ_API.terms}?limit=200`);
  const [editing, setEditing] = useState<TermGroup | 'new' | undefined>();
  useCommands([{ id: 'rfq-new-term-group', title: 'New term group', section: 'RFQ', run: () => setEditing('new') }]);
  const termTitle = new Map((terms.data?.items ?? []).map((t) => [t._id, t.title]));

  const save = async ({ name, members }: { name: string; members: string[] }) => {
    const group = editing === 'new' ? undefined : editing;
    const data = { name, termIds: members };
    const result = await api.saveLibraryRecord(RFQ_API.termGroups, group ? { ...data, _id: group._id, version: group.version } : data);
    notify.outcome(result.ok, { success: group ? 'Term group saved' : 'Term group created', failure: group ? 'Failed to save the term group' : 'Failed to create the term group' });
    if (result.ok) {
      setEditing(undefined);
      groups.reload();
    }
    return result;
  };
  const items = groups.data?.items ?? [];
  return (
    <div>
      <Button icon="add" intent="primary" text="New term group" onClick={() => setEditing('new')} style={{ marginBottom: 8 }} />
      <LoadStates isFetching={groups.isFetching} error={groups.error} empty={!items.length} emptyText="No term groups yet" emptyDescription="A term group is the set of terms an RFQ is opened with." onRetry={groups.reload}>
        <HTMLTable compact striped aria-label="Term groups" style={{ width: '100%' }}>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Terms</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {items.map((g) => (
              <tr key={g._id}>
                <td>{g.name}</td>
                <td>{g.termIds.length ? g.termIds.map((id) => termTitle.get(id) ?? 'an unknown term').join(', ') : '—'}</td>
                <td style={{ whiteSpace: 'nowrap' }}>
                  <Button size="small" variant="minimal" icon="edit" aria-label={`Edit ${g.name}`} onClick={() => setEditing(g)} />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </LoadStates>
      {editing && (
        <PickSetDialog
          title={editing === 'new' ? 'New term group' : `Edit term group: ${editing.name}`}
          membersLabel="Terms"
          membersField="termIds"
          choices={(terms.data?.items ?? []).map((t) => ({ id: t._id, label: t.title, detail: t.category ?? undefined }))}
          initial={editing === 'new' ? undefined : { name: editing.name, members: editing.termIds }}
          onClose={() => setEditing(undefined)}
          onSave={save}
        />
      )}
    </div>
  );
}
