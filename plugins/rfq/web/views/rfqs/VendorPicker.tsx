import { Checkbox, FormGroup } from '@blueprintjs/core';
import type { RfqInvitation, VendorGroup } from '../../../shared/types';
import type { NetworkCompany } from '../../api/rfqApi';

export interface VendorPickerProps {
  id: string;
  companies: NetworkCompany[];
  groups: VendorGroup[];
  vendorIds: string[];
  groupIds: string[];
  /** Already invited (an OPEN RFQ may invite more, not take invitations back). */
  invited: RfqInvitation[];
  locked: boolean;
  error?: string;
  loadError?: string;
  onChange: (vendorIds: string[], groupIds: string[]) => void;
}

const toggled = (list: string[], id: string) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);

/** The vendors to invite: companies of the network one by one, or vendor groups (united by the server). */
export function VendorPicker({ id, companies, groups, vendorIds, groupIds, invited, locked, error, loadError, onChange }: VendorPickerProps) {
  const invitedIds = new Set(invited.map((i) => i.vendorCompanyId));
  const names = new Map(companies.map((c) => [c._id, c.name]));
  // Invited companies no longer in the network list still show (named from the invitation).
  const all = [...companies, ...invited.filter((i) => !names.has(i.vendorCompanyId)).map((i) => ({ _id: i.vendorCompanyId, name: i.vendorName, kind: '', isOwn: false }))];
  const box = { maxHeight: 180, overflowY: 'auto' as const, border: '1px solid #d3d8de', borderRadius: 3, padding: '4px 8px', minWidth: 260 };
  return (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      <FormGroup
        label="Vendors"
        helperText={error ? <span id={`${id}-error`} role="alert">{error}</span> : loadError ? `Your network could not be loaded: ${loadError}` : 'Companies of your network'}
        intent={error ? 'danger' : 'none'}
      >
        <div id={id} tabIndex={-1} role="group" aria-label="Vendors" style={box}>
          {all.length === 0 && <p className="bp6-text-muted">No companies in your network yet.</p>}
          {all.map((c) => (
            <Checkbox
              key={c._id}
              label={invitedIds.has(c._id) && locked ? `${c.name} (invited)` : c.name}
              checked={vendorIds.includes(c._id)}
              disabled={locked && invitedIds.has(c._id)}
              onChange={() => onChange(toggled(vendorIds, c._id), groupIds)}
            />
          ))}
        </div>
      </FormGroup>
      <FormGroup label="Vendor groups" helperText="Every vendor of a group is invited">
        <div role="group" aria-label="Vendor groups" style={box}>
          {groups.length === 0 && <p className="bp6-text-muted">No vendor groups (RFQ settings).</p>}
          {groups.map((g) => (
            <Checkbox key={g._id} label={`${g.name} (${g.vendorCompanyIds.length})`} checked={groupIds.includes(g._id)} onChange={() => onChange(vendorIds, toggled(groupIds, g._id))} />
          ))}
        </div>
      </FormGroup>
    </div>
  );
}
