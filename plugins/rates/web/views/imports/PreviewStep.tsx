import { useState } from 'react';
import { Button, Callout, Classes, Icon, Switch, Tag } from '@blueprintjs/core';
import { LoadStates, useService } from '@portolan/sdk';
import type { RateImport, RateImportRow } from '../../../shared/types';
import { RateImportStoreToken } from '../../stores/RateImportStore';
import { columnLabel, columnProblems } from './columnProblems';
import { fieldLabel } from './importFields';
import { RowEditor } from './RowEditor';
import { useAnswer } from './useAnswer';

const PAGE = 50;

/**
 * Step 3: nothing is written yet. The counts, every row problem (row, field, message, value) and the
 * mapped rows page by page; a row with problems is corrected in place and checked again. Commit waits
 * until no problem remains (all rows or none are written).
 */
export function PreviewStep({ record, onBack, onCommit, onCancel, committing }: { record: RateImport; onBack: () => void; onCommit: () => void; onCancel: () => void; committing: boolean }) {
  const store = useService(RateImportStoreToken);
  // The `after` of each page seen, so Previous goes back exactly (sheet rows need not be consecutive).
  const [pages, setPages] = useState<number[]>([0]);
  const after = pages[pages.length - 1];
  const [editing, setEditing] = useState<RateImportRow | undefined>();
  const [onlyErrors, setOnlyErrors] = useState(false);
  const changed = `${record._id}:${record.version}:${record.errorCount}`;
  const [problemPages, setProblemPages] = useState<number[]>([0]);
  const problemsAfter = problemPages[problemPages.length - 1];
  const errors = useAnswer(() => store.errors(record._id, problemsAfter), `${changed}:${problemsAfter}`);
  const rows = useAnswer(() => store.rows(record._id, after, PAGE, onlyErrors), `${changed}:${after}:${onlyErrors}`);
  const problems = errors.data?.items ?? [];
  const items = rows.data?.items ?? [];
  // The server says where the next page starts; without it, a full page means there may be more.
  const nextAfter = rows.data?.nextAfter !== undefined ? rows.data.nextAfter : items.length < PAGE ? null : (items[items.length - 1]?.row ?? null);
  const columns = [...new Set(items.flatMap((r) => Object.keys(r.values)))];
  const open = async (row: number) => {
    const shown = items.find((r) => r.row === row);
    if (shown) return setEditing(shown);
    const one = await store.rows(record._id, row - 1, 1);
    const found = one.data?.items.find((r) => r.row === row);
    if (found) setEditing(found);
  };
  const saved = () => {
    setEditing(undefined);
    setProblemPages([0]);
    errors.reload();
    rows.reload();
  };
  const blocked = record.errorCount > 0;
  return (
    <div>
      <ul aria-label="Import figures" style={{ display: 'flex', gap: 16, listStyle: 'none', padding: 0 }}>
        <li>
          <strong>{record.rowCount.toLocaleString('en')}</strong> rows
        </li>
        <li>
          <Tag intent={blocked ? 'danger' : 'success'} minimal>
            {record.errorCount.toLocaleString('en')} {record.errorCount === 1 ? 'row' : 'rows'} with problems
          </Tag>
        </li>
      </ul>
      {editing && <RowEditor key={`${editing.row}:${changed}`} importId={record._id} row={editing} mapping={record.mapping} onSaved={saved} onClose={() => setEditing(undefined)} />}
      <h2 className={Classes.HEADING}>Row problems</h2>
      <LoadStates isFetching={errors.isFetching} error={errors.error} empty={problems.length === 0} emptyText="No problems: every row can be imported" onRetry={errors.reload}>
        <table className={`${Classes.HTML_TABLE} ${Classes.COMPACT}`} aria-label="Row problems">
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">Column</th>
              <th scope="col">Field</th>
              <th scope="col">Problem</th>
              <th scope="col">Value</th>
              <th scope="col">Fix</th>
            </tr>
          </thead>
          <tbody>
            {problems.map((p, i) => (
              <tr key={`${p.row}:${p.field}:${i}`}>
                <td>{p.row}</td>
                <td>{p.column ?? '—'}</td>
                <td>{fieldLabel(p.field)}</td>
                <td>{p.message}</td>
                <td>{p.value ?? '—'}</td>
                <td>
                  <Button size="small" icon="edit" text={`Fix row ${p.row}`} onClick={() => void open(p.row)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {(problemPages.length > 1 || errors.data?.nextAfter) && (
          <div style={{ display: 'flex', gap: 8, margin: '8px 0' }}>
            <Button size="small" icon="chevron-left" text="Previous problems" disabled={problemPages.length === 1} onClick={() => setProblemPages((p) => p.slice(0, -1))} />
            <Button size="small" rightIcon="chevron-right" text="More problems" disabled={!errors.data?.nextAfter} onClick={() => setProblemPages((p) => [...p, errors.data!.nextAfter!])} />
            <span>{(errors.data?.count ?? 0).toLocaleString('en')} problems in all</span>
          </div>
        )}
      </LoadStates>
      <h2 className={Classes.HEADING}>Rows</h2>
      <Switch
        label="Only rows with problems"
        checked={onlyErrors}
        onChange={(e) => {
          setOnlyErrors(e.currentTarget.checked);
          setPages([0]);
        }}
      />
      <LoadStates isFetching={rows.isFetching} error={rows.error} empty={items.length === 0} emptyText={onlyErrors ? 'No row has a problem' : 'No rows'} onRetry={rows.reload}>
        <div style={{ overflowX: 'auto' }}>
          <table className={`${Classes.HTML_TABLE} ${Classes.COMPACT} ${Classes.HTML_TABLE_STRIPED}`} aria-label="Sheet rows">
            <thead>
              <tr>
                <th scope="col">Row</th>
                {columns.map((c) => (
                  <th key={c} scope="col">
                    {columnLabel(c, record.mapping)}
                  </th>
                ))}
                <th scope="col">Edit</th>
              </tr>
            </thead>
            <tbody>
              {items.map((r) => (
                <tr key={r.row}>
                  <td>
                    {r.row}
                    {r.errors.length > 0 && <Icon icon="error" intent="danger" size={12} title="This row has problems" style={{ marginLeft: 4 }} />}
                  </td>
                  {columns.map((c) => {
                    const problem = columnProblems(r.errors, c, record.mapping)[0];
                    return (
                      <td key={c} title={problem?.message} style={problem ? { color: '#cd4246', fontWeight: 600 } : undefined}>
                        {r.values[c] ?? ''}
                      </td>
                    );
                  })}
                  <td>{r.errors.length > 0 && <Button size="small" variant="minimal" icon="edit" aria-label={`Edit row ${r.row}`} onClick={() => setEditing(r)} />}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div style={{ display: 'flex', gap: 8, margin: '8px 0' }}>
          <Button size="small" icon="chevron-left" text="Previous rows" disabled={pages.length === 1} onClick={() => setPages((p) => p.slice(0, -1))} />
          <Button size="small" rightIcon="chevron-right" text="Next rows" disabled={nextAfter === null} onClick={() => nextAfter !== null && setPages((p) => [...p, nextAfter])} />
        </div>
      </LoadStates>
      {blocked && (
        <Callout intent="warning" id="commit-blocked" style={{ margin: '8px 0' }}>
          Commit writes every row or none: fix the {record.errorCount === 1 ? 'row with problems' : `${record.errorCount.toLocaleString('en')} rows with problems`} first (or change the mapping).
        </Callout>
      )}
      <div style={{ display: 'flex', gap: 8, marginTop: 8 }}>
        <Button intent="primary" icon="import" text={`Commit ${record.rowCount.toLocaleString('en')} rates`} disabled={blocked} loading={committing} aria-describedby={blocked ? 'commit-blocked' : undefined} onClick={onCommit} />
        <Button icon="arrow-left" text="Back to mapping" onClick={onBack} />
        <Button text="Cancel import" variant="minimal" intent="danger" onClick={onCancel} />
      </div>
    </div>
  );
}
