import { useState } from 'react';
import { Button, Classes, FormGroup, InputGroup } from '@blueprintjs/core';
import { NotificationBus, saveBlob, toCsv, useCommands, useService, type DataColumn } from '@portolan/sdk';
import type { ExtractedField, ExtractionRecord } from '../../../shared/types';
import { ConfidenceTag } from './ConfidenceTag';
import { confidenceOf, fieldLabel } from './extractionWords';

type ContainerRow = Record<string, string>;

const PER_CONTAINER = /^containers?\.(\d+)\.(\w+)$/;

/**
 * The containers a bill of lading lists: the reader's `containerNumbers` field (`NUMBER/SEAL, NUMBER/SEAL`,
 * the seal left out when none is printed), else fields `containers.<i>.<name>`.
 */
export function containersOf(fields: ExtractedField[], values: Record<string, string>): { columns: string[]; rows: ContainerRow[] } {
  const listed = fields.find((f) => f.name === 'containerNumbers' || f.name === 'containers');
  if (listed) {
    const rows = (values[listed.name] ?? '')
      .split(/\s*[,;\n]\s*/)
      .filter(Boolean)
      .map((item) => {
        const [number, seal] = item.split('/').map((part) => part.trim());
        return { number, seal: seal ?? '' };
      });
    return { columns: rows.some((r) => r.seal) ? ['number', 'seal'] : ['number'], rows };
  }
  const rows: ContainerRow[] = [];
  const columns = new Set<string>();
  for (const f of fields) {
    const m = PER_CONTAINER.exec(f.name);
    if (!m) continue;
    const i = Number(m[1]);
    rows[i] = { ...rows[i], [m[2]]: values[f.name] ?? '' };
    columns.add(m[2]);
  }
  const ordered = [...columns].sort((a, b) => (a === 'number' ? -1 : b === 'number' ? 1 : 0));
  return { columns: ordered, rows: rows.filter(Boolean) };
}

const isContainerField = (name: string) => PER_CONTAINER.test(name);

/** The fields and containers of a bill of lading as read (the user may correct them), and "Copy as CSV". No invoice comes from a B/L. */
export function BillOfLadingView({ extraction, onLook }: { extraction: ExtractionRecord; onLook: (field: string | undefined) => void }) {
  const notify = useService(NotificationBus);
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(extraction.fields.map((f) => [f.name, f.value ?? ''])));
  const fields = extraction.fields.filter((f) => !isContainerField(f.name));
  const containers = containersOf(extraction.fields, values);

  const csv = () => {
    const fieldColumns: DataColumn<ExtractedField>[] = [
      { id: 'field', title: 'Field', render: (f) => fieldLabel(f.name) },
      { id: 'value', title: 'Value', render: (f) => values[f.name] ?? '' },
      { id: 'confidence', title: 'Confidence', render: (f) => confidenceOf({ ...f, value: values[f.name] || null }) },
    ];
    const containerColumns: DataColumn<ContainerRow>[] = containers.columns.map((c) => ({ id: c, title: `Container ${fieldLabel(c).toLowerCase()}`, render: (row) => row[c] ?? '' }));
    return toCsv(fieldColumns, fields) + (containers.rows.length ? `\n${toCsv(containerColumns, containers.rows)}` : '');
  };
  const copy = async () => {
    const text = csv();
    const name = `${extraction.fileName.replace(/\.pdf$/i, '')}.csv`;
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      notify.success('Copied as CSV');
    } catch {
      saveBlob(new Blob([text], { type: 'text/csv' }), name);
      notify.success(`The clipboard is not available: saved as ${name}`);
    }
  };
  useCommands([{ id: 'copy-bl-csv', title: 'Copy the bill of lading as CSV', section: 'PDF reader', run: () => void copy() }], [values]);

  return (
    <div aria-label="Fields read from the bill of lading" role="group">
      {fields.map((f) => {
        const id = `bl-${f.name}`;
        return (
          <div key={f.name} onMouseEnter={() => onLook(f.name)} onMouseLeave={() => onLook(undefined)}>
            <FormGroup label={fieldLabel(f.name)} labelFor={id}>
              <InputGroup
                id={id}
                value={values[f.name] ?? ''}
                onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
                onFocus={() => onLook(f.name)}
                onBlur={() => onLook(undefined)}
                aria-describedby={`${id}-confidence`}
                rightElement={<ConfidenceTag field={f} id={`${id}-confidence`} />}
              />
            </FormGroup>
          </div>
        );
      })}
      <h3 style={{ fontSize: 14 }}>Containers</h3>
      {containers.rows.length === 0 ? (
        <p className={Classes.TEXT_MUTED}>No container numbers were found in the document.</p>
      ) : (
        <table className={`${Classes.HTML_TABLE} ${Classes.COMPACT}`} aria-label="Containers" style={{ width: '100%' }}>
          <thead>
            <tr>
              {containers.columns.map((c) => (
                <th key={c}>{fieldLabel(c)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {containers.rows.map((row, i) => (
              <tr key={i}>
                {containers.columns.map((c) => (
                  <td key={c}>{row[c] || '—'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Button icon="clipboard" text="Copy as CSV" onClick={() => void copy()} style={{ marginTop: 12 }} />
    </div>
  );
}
