import { useId, useState } from 'react';
import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { NotificationBus, useService } from '@portolan/sdk';
import type { RateImportRow } from '../../../shared/types';
import { RateImportStoreToken } from '../../stores/RateImportStore';
import { fieldLabel } from './importFields';
import { columnLabel, columnProblems, rowWideProblems } from './columnProblems';

/**
 * One sheet row corrected in place: a labelled input per sheet column (with the field it maps to),
 * its problems beside them; saving sends the cells and the server checks the row again.
 */
export function RowEditor({ importId, row, mapping, onSaved, onClose }: { importId: string; row: RateImportRow; mapping: Record<string, string>; onSaved: () => void; onClose: () => void }) {
  const store = useService(RateImportStoreToken);
  const notify = useService(NotificationBus);
  const prefix = useId();
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(Object.entries(row.values).map(([k, v]) => [k, v ?? ''])));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const columns = Object.keys(values);
  const save = async () => {
    setBusy(true);
    setError(undefined);
    const sent = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim() === '' ? null : v.trim()]));
    const result = await store.fixRow(importId, row.row, sent);
    setBusy(false);
    notify.outcome(result.ok, { success: `Row ${row.row} saved`, failure: `Failed to save row ${row.row}` });
    if (result.ok) onSaved();
    else setError(result.errorMessage ?? 'Server Error');
  };
  const general = rowWideProblems(row.errors, columns, mapping);
  return (
    <form
      aria-label={`Row ${row.row}`}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      style={{ border: '1px solid #abb3bf', borderRadius: 4, padding: 12, margin: '8px 0' }}
    >
      <h3 style={{ marginTop: 0 }}>Correct row {row.row}</h3>
      {general.length > 0 && (
        <Callout intent="warning" style={{ marginBottom: 8 }}>
          {general.map((e) => `${fieldLabel(e.field)}: ${e.message}`).join('; ')}
        </Callout>
      )}
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', columnGap: 12 }}>
        {columns.map((column, i) => {
          const id = `${prefix}-${i}`;
          const problem = columnProblems(row.errors, column, mapping)
            .map((e) => e.message)
            .join('; ');
          return (
            <FormGroup key={column} label={columnLabel(column, mapping)} labelFor={id} intent={problem ? 'danger' : 'none'} helperText={problem ? <span id={`${id}-error`}>{problem}</span> : undefined}>
              <InputGroup
                id={id}
                value={values[column]}
                intent={problem ? 'danger' : 'none'}
                aria-invalid={Boolean(problem)}
                aria-describedby={problem ? `${id}-error` : undefined}
                onChange={(e) => setValues((v) => ({ ...v, [column]: e.target.value }))}
              />
            </FormGroup>
          );
        })}
      </div>
      {error && (
        <Callout intent="danger" role="alert" style={{ marginBottom: 8 }}>
          {error}
        </Callout>
      )}
      <div style={{ display: 'flex', gap: 8 }}>
        <Button type="submit" intent="primary" text={`Save row ${row.row}`} loading={busy} />
        <Button text="Close" variant="minimal" onClick={onClose} />
      </div>
    </form>
  );
}
