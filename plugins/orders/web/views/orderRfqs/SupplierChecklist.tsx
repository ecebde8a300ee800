import { useState } from 'react';
import { Callout, Checkbox, FormGroup, InputGroup, Spinner } from '@blueprintjs/core';
import { HttpClient, useLoad, useService } from '@portolan/sdk';
import { ORDERS_API, type SupplierOption } from '../../../shared/types';
import { itemsOf } from '../../api/sourcingApi';

export interface SupplierChecklistProps {
  /** The id the form focuses on a problem (useForm's `idOf('supplierIds')`). */
  id: string;
  chosen: string[];
  onChange: (ids: string[]) => void;
  /** Already invited: shown checked and fixed (an OPEN RFQ invites more, never fewer). */
  fixed?: string[];
  error?: string;
}

/** The suppliers to invite (the company master's active suppliers, `ORDERS_API.suppliers`), with a filter when there are many. */
export function SupplierChecklist({ id, chosen, onChange, fixed = [], error }: SupplierChecklistProps) {
  const suppliers = useLoad<unknown>(useService(HttpClient), ORDERS_API.suppliers);
  const [filter, setFilter] = useState('');
  const all = itemsOf<SupplierOption>(suppliers.data);
  const text = filter.trim().toLowerCase();
  const shown = text ? all.filter((s) => `${s.name} ${s.code} ${s.country}`.toLowerCase().includes(text)) : all;
  const toggle = (supplierId: string) => onChange(chosen.includes(supplierId) ? chosen.filter((c) => c !== supplierId) : [...chosen, supplierId]);
  return (
    <FormGroup
      label="Suppliers"
      labelInfo="(required)"
      intent={error ? 'danger' : 'none'}
      helperText={error ? <span id={`${id}-error`} role="alert">{error}</span> : `${chosen.length} chosen · each gets its own quote link by email when the RFQ is sent`}
    >
      {all.length > 8 && <InputGroup size="small" leftIcon="search" aria-label="Filter suppliers" placeholder="Filter suppliers…" value={filter} onChange={(e) => setFilter(e.target.value)} style={{ marginBottom: 4 }} />}
      <div
        id={id}
        tabIndex={-1}
        role="group"
        aria-label="Suppliers"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        style={{ maxHeight: 200, overflowY: 'auto', border: '1px solid #d3d8de', borderRadius: 3, padding: '4px 8px', minWidth: 280 }}
      >
        {suppliers.error ? (
          <Callout intent="danger" role="alert">
            The suppliers could not be loaded: {suppliers.error}
          </Callout>
        ) : suppliers.isFetching && !all.length ? (
          <Spinner size={20} aria-label="Loading the suppliers" />
        ) : !all.length ? (
          <p className="bp6-text-muted">No active suppliers in the company master.</p>
        ) : (
          shown.map((s) => (
            <Checkbox
              key={s._id}
              label={`${s.name} (${s.code}, ${s.country})${fixed.includes(s._id) ? ' · invited' : ''}`}
              checked={chosen.includes(s._id)}
              disabled={fixed.includes(s._id)}
              onChange={() => toggle(s._id)}
            />
          ))
        )}
      </div>
    </FormGroup>
  );
}
