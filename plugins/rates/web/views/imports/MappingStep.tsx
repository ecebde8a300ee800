import { useState } from 'react';
import { Button, Callout, Classes, HTMLSelect } from '@blueprintjs/core';
import { NotificationBus, serverErrorOf, useService } from '@portolan/sdk';
import type { RateImport } from '../../../shared/types';
import { RateImportStoreToken } from '../../stores/RateImportStore';
import { useContainerTypes } from '../inventory/useContainerTypes';
import { IGNORE, fieldLabel, mappingChoicesOf } from './importFields';
import { useAnswer } from './useAnswer';

/** Why a mapping cannot be validated yet: a field chosen for two columns, or no price column. */
export function mappingProblem(mapping: Record<string, string>): string | undefined {
  const fields = Object.values(mapping).filter((f) => f !== IGNORE);
  const twice = fields.find((f, i) => fields.indexOf(f) !== i);
  if (twice) return `${fieldLabel(twice)} is chosen for two columns`;
  if (fields.some((f) => f.startsWith('amount:')) && fields.some((f) => f === 'amount' || f === 'containerType')) return 'A sheet with a price column per container type takes no Amount or Container type column';
  if (!fields.some((f) => f === 'amount' || f.startsWith('amount:'))) return 'Map a column to the amount (or one price column per container type)';
  return undefined;
}

/** Step 2: each sheet column → a rate field, a container type's price (wide sheets) or ignored; the server's guess preselected. "Validate" checks every row. */
export function MappingStep({ record, onValidated, onCancel }: { record: RateImport; onValidated: (record: RateImport) => void; onCancel: () => void }) {
  const store = useService(RateImportStoreToken);
  const notify = useService(NotificationBus);
  const choices = mappingChoicesOf(record.kind, useContainerTypes().options);
  const [mapping, setMapping] = useState<Record<string, string>>(() => Object.fromEntries(record.headers.map((h) => [h, record.mapping[h] && record.mapping[h] !== 'ignore' ? record.mapping[h] : IGNORE])));
  const [error, setError] = useState<{ message: string; column?: string } | undefined>();
  const [busy, setBusy] = useState(false);
  const problem = mappingProblem(mapping);
  // The first rows' cells beside each column, so a column is recognised by what it holds.
  const sample = useAnswer(() => store.rows(record._id, 0, 3), record._id);
  const examplesOf = (header: string) =>
    (sample.data?.items ?? [])
      .map((r) => r.values[header])
      .filter((v): v is string => Boolean(v))
      .join(', ');
  const validate = async () => {
    if (problem) return setError({ message: problem });
    setBusy(true);
    setError(undefined);
    const chosen = Object.fromEntries(Object.entries(mapping).filter(([, field]) => field !== IGNORE));
    const result = await store.saveMapping(record._id, chosen, record.version);
    setBusy(false);
    const next = result.data?.record;
    if (result.ok && next) {
      notify.success(next.errorCount ? `Checked ${next.rowCount} rows: ${next.errorCount} with problems` : `Checked ${next.rowCount} rows: no problems`);
      onValidated(next);
    } else {
      notify.failure('Failed to check the mapping');
      // A 400 naming `data.mapping.<column>` is shown beside that column.
      const server = serverErrorOf(result);
      const column = server?.field?.startsWith('mapping.') ? server.field.slice('mapping.'.length) : undefined;
      setError({ message: server?.message ?? 'Server Error', column: column && record.headers.includes(column) ? column : undefined });
    }
  };
  return (
    <form
      aria-label="Map the sheet's columns"
      onSubmit={(e) => {
        e.preventDefault();
        void validate();
      }}
    >
      <p>
        {record.fileName}: {record.rowCount.toLocaleString('en')} rows of {record.kind} rates. Choose what each column holds; a wide sheet with one price column per container type maps each of
        them to that type.
      </p>
      <table className={`${Classes.HTML_TABLE} ${Classes.COMPACT}`} aria-label="Column mapping">
        <thead>
          <tr>
            <th scope="col">Sheet column</th>
            <th scope="col">First values</th>
            <th scope="col">Rate field</th>
          </tr>
        </thead>
        <tbody>
          {record.headers.map((header) => (
            <tr key={header}>
              <th scope="row">{header}</th>
              <td className={Classes.TEXT_MUTED}>{examplesOf(header) || '—'}</td>
              <td>
                <HTMLSelect
                  aria-label={`Column ${header}`}
                  aria-invalid={error?.column === header || undefined}
                  aria-describedby={error?.column === header ? 'mapping-column-error' : undefined}
                  value={mapping[header] ?? IGNORE}
                  onChange={(e) => {
                    setMapping((m) => ({ ...m, [header]: e.target.value }));
                    setError(undefined);
                  }}
                >
                  <option value={IGNORE}>Ignore this column</option>
                  {choices.map((c) => (
                    <option key={c.value} value={c.value}>
                      {c.label}
                    </option>
                  ))}
                </HTMLSelect>
                {error?.column === header && (
                  <div id="mapping-column-error" role="alert" className={Classes.INTENT_DANGER} style={{ color: '#cd4246' }}>
                    {error.message}
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {((error && !error.column) || problem) && (
        <Callout intent={error ? 'danger' : 'warning'} role={error ? 'alert' : 'status'} style={{ margin: '8px 0' }}>
          {error?.message ?? problem}
        </Callout>
      )}
      <div style={{ display: 'flex', gap: 8, marginTop: 8 }}>
        <Button type="submit" intent="primary" icon="tick" text="Validate" loading={busy} disabled={Boolean(problem)} />
        <Button text="Cancel import" variant="minimal" intent="danger" onClick={onCancel} />
      </div>
    </form>
  );
}
