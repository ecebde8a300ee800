import { Button, HTMLTable } from '@blueprintjs/core';
import { HttpClient, LoadStates, NotificationBus, useLoad, useService } from '@portolan/sdk';
import { RFQ_API, type VendorGroup } from '../../../shared/types';
import type { NetworkCompany, Page, RfqApi } from '../../api/rfqApi';
import { PickSetDialog } from '../settings/PickSetDialog';

/** Vendor groups (CRUD /api/rfq/vendorGroups): named sets of network companies to invite to an RFQ together. */
export function VendorGroupsPanel({ api, network, canEdit, editing, onEdit }: { api: RfqApi; network: readonly NetworkCompany[]; canEdit: boolean; editing: VendorGroup | 'new' | undefined; onEdit: (group: VendorGroup | 'new' | undefined) => void }) {
  const http = useService(HttpClient);
  const notify = useService(NotificationBus);
  const groups = useLoad<Page<VendorGroup>>(http, `${RFQ_API.vendorGroups}?limit=200`);
  const names = new Map(network.map((c) => [c._id, c.name]));

  const save = async ({ name, members }: { name: string; members: string[] }) => {
    const group = editing === 'new' ? undefined : editing;
    const data = { name, vendorCompanyIds: members };
    const result = await api.saveLibraryRecord(RFQ_API.vendorGroups, group ? { ...data, _id: group._id, version: group.version } : data);
    notify.outcome(result.ok, { success: group ? 'Vendor group saved' : 'Vendor group created', failure: group ? 'Failed to save the vendor group' : 'Failed to create the vendor group' });
    if (result.ok) {
      onEdit(undefined);
      groups.reload();
    }
    return result;
  };
  const items = groups.data?.items ?? [];
  return (
    <div>
      {canEdit && <Button icon="add" text="New vendor group" onClick={() => onEdit('new')} style={{ marginBottom: 8 }} />}
      <LoadStates isFetching={groups.isFetching} error={groups.error} empty={!items.length} emptyText="No vendor groups yet" emptyDescription="Group vendors to invite them to an RFQ together." onRetry={groups.reload}>
        <HTMLTable compact striped aria-label="Vendor groups" style={{ width: '100%' }}>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Vendors</th>
              {canEdit && <th scope="col">Actions</th>}
            </tr>
          </thead>
          <tbody>
            {items.map((g) => (
              <tr key={g._id}>
                <td>{g.name}</td>
                <td>{g.vendorCompanyIds.length ? g.vendorCompanyIds.map((id) => names.get(id) ?? 'a company no longer connected').join(', ') : '—'}</td>
                {canEdit && (
                  <td style={{ whiteSpace: 'nowrap' }}>
                    <Button size="small" variant="minimal" icon="edit" aria-label={`Edit ${g.name}`} onClick={() => onEdit(g)} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </LoadStates>
      {editing && (
        <PickSetDialog
          title={editing === 'new' ? 'New vendor group' : `Edit vendor group: ${editing.name}`}
          membersLabel="Vendors (your network)"
          membersField="vendorCompanyIds"
          requireMembers
          choices={network.map((c) => ({ id: c._id, label: c.name, detail: c.kind || undefined }))}
          initial={editing === 'new' ? undefined : { name: editing.name, members: editing.vendorCompanyIds }}
          onClose={() => onEdit(undefined)}
          onSave={save}
        />
      )}
    </div>
  );
}
