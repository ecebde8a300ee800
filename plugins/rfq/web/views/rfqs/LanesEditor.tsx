import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, ButtonGroup, Checkbox, Classes, Dialog, DialogBody, DialogFooter, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { NotificationBus, PortPickerField, parseCsv, readSheetFile, useService, type FormState } from '@portolan/sdk';
import { CONTAINER_TYPES } from '@portolan/sdk/shared';
import { lanesFromSheet, pastedCells } from './lanesFromSheet';
import { emptyLane, laneKey, lanesOf, withLanes, type LaneField, type LaneValues, type RfqValues } from './rfqFormValues';

const PAGE = 100;
/** The grid's cells name their lane in their (visually hidden) labels; the column headers say the same for the eye. */
const GRID_CSS = `.rfq-lane-grid .${Classes.LABEL}{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.rfq-lane-grid td{vertical-align:top;padding:2px 4px}.rfq-lane-grid .${Classes.FORM_GROUP}{margin:0}.rfq-lane-grid th{text-align:left;font-weight:600;padding:2px 4px}`;

export interface LanesEditorProps {
  form: FormState<RfqValues>;
  currency: string;
  /** Fills the current contract rate (and empty baselines) of every lane from the rate inventory. */
  onFill: () => void;
  filling: boolean;
}

/** One text cell of the grid: labelled for its lane, its error (client check or the server's 400) beneath it. */
function Cell({ form, i, field, label, width, inputMode }: { form: FormState<RfqValues>; i: number; field: LaneField; label: string; width: number; inputMode?: 'numeric' | 'decimal' }) {
  const name = laneKey(i, field);
  const error = form.errors[name];
  return (
    <>
      <InputGroup {...form.input(name)} aria-label={`${label}, lane ${i + 1}`} inputMode={inputMode} intent={error ? 'danger' : 'none'} style={{ width }} size="small" />
      {error && <CellError id={`${form.idOf(name)}-error`}>{error}</CellError>}
    </>
  );
}

function CellError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} role="alert" className={Classes.INTENT_DANGER} style={{ color: '#cd4246', fontSize: 12, maxWidth: 180 }}>
      {children}
    </div>
  );
}

/**
 * The RFQ's lanes as a dense grid: origin and destination (the SDK PortPicker), container type, volume,
 * commodity, requirements and the baseline per container; add and remove rows, import a CSV or XLSX
 * sheet, paste cells from a spreadsheet, fill the current contract rates. Every cell shows its own
 * problem, the server's 400 naming `data.lanes.<i>.<field>` included.
 */
export function LanesEditor({ form, currency, onFill, filling }: LanesEditorProps) {
  const notify = useService(NotificationBus);
  const lanes = lanesOf(form.values);
  const [page, setPage] = useState(0);
  const [pasting, setPasting] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const pages = Math.max(1, Math.ceil(lanes.length / PAGE));
  const shown = Math.min(page, pages - 1);
  // A problem on another page of lanes: show that page, so the cell can be seen and focused.
  const firstProblem = Object.keys(form.errors).find((k) => k.startsWith('lanes.') && form.errors[k]);
  const problemPage = firstProblem ? Math.floor(Number(firstProblem.split('.')[1]) / PAGE) : undefined;
  const [seenProblem, setSeenProblem] = useState<string | undefined>();
  if (firstProblem !== seenProblem) {
    setSeenProblem(firstProblem);
    if (problemPage !== undefined) setPage(problemPage);
  }
  const { idOf } = form;
  useEffect(() => {
    if (firstProblem) document.getElementById(idOf(firstProblem))?.focus();
  }, [firstProblem, idOf]);

  const replace = (next: LaneValues[]) => form.reset(withLanes(form.values, next));
  const add = () => {
    const i = lanes.length;
    const previous = lanes[i - 1];
    const lane = { ...emptyLane(), containerType: previous?.containerType ?? '', commodity: previous?.commodity ?? '' };
    for (const [field, value] of Object.entries(lane)) form.set(laneKey(i, field as LaneField), value);
    form.set('lanes', String(i + 1));
    setPage(Math.floor(i / PAGE));
  };
  const remove = (i: number) => replace(lanes.filter((_, j) => j !== i));
  const append = (found: LaneValues[], replaceAll: boolean) => {
    if (!found.length) {
      notify.failure('No lanes found in that sheet');
      return;
    }
    const blank = lanes.every((l) => !l.origin && !l.destination && !l.volume);
    replace(replaceAll || blank ? found : [...lanes, ...found]);
    notify.success(`${found.length} lane${found.length === 1 ? '' : 's'} added`);
  };
  const importFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      append(lanesFromSheet(await readSheetFile(file)), false);
    } catch (error) {
      notify.failure(error instanceof Error ? error.message : 'The file could not be read');
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  };
  const error = form.errors.lanes;
  const start = shown * PAGE;
  return (
    <div>
      <style>{GRID_CSS}</style>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center', marginBottom: 8 }}>
        <Button size="small" icon="add" text="Add lane" onClick={add} />
        <Button size="small" icon="import" text="Import CSV or XLSX" onClick={() => fileInput.current?.click()} />
        <input ref={fileInput} type="file" accept=".csv,.xlsx,text/csv" aria-label="Lanes file (CSV or XLSX)" hidden onChange={(e) => void importFile(e.target.files?.[0])} />
        <Button size="small" icon="clipboard" text="Paste lanes" onClick={() => setPasting(true)} />
        <Button size="small" icon="bank-account" text="Fill from current contract rates" loading={filling} onClick={onFill} />
        <span className="bp6-text-muted">
          {lanes.length} lane{lanes.length === 1 ? '' : 's'} · columns: origin, destination, container type, volume, commodity, requirements, baseline
        </span>
      </div>
      {error && <CellError id={`${form.idOf('lanes')}-error`}>{error}</CellError>}
      <div style={{ overflowX: 'auto' }}>
        <table className="rfq-lane-grid" id={form.idOf('lanes')} tabIndex={-1} aria-label="Lanes" aria-invalid={error ? true : undefined} aria-describedby={error ? `${form.idOf('lanes')}-error` : undefined}>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Origin</th>
              <th scope="col">Destination</th>
              <th scope="col">Container type</th>
              <th scope="col">Volume</th>
              <th scope="col">Commodity</th>
              <th scope="col">Requirements</th>
              <th scope="col">Baseline ({currency})</th>
              <th scope="col">Current rate</th>
              <th scope="col">
                <span className={Classes.TEXT_MUTED}>Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {lanes.slice(start, start + PAGE).map((lane, k) => {
              const i = start + k;
              const typeName = laneKey(i, 'containerType');
              const typeError = form.errors[typeName];
              return (
                <tr key={lane._id || i}>
                  <td>{i + 1}</td>
                  <td style={{ minWidth: 190 }}>
                    <PortPickerField form={form} name={laneKey(i, 'origin')} label={`Origin, lane ${i + 1}`} kind="PORT" placeholder="e.g. INNSA" />
                  </td>
                  <td style={{ minWidth: 190 }}>
                    <PortPickerField form={form} name={laneKey(i, 'destination')} label={`Destination, lane ${i + 1}`} kind="PORT" placeholder="e.g. NLRTM" />
                  </td>
                  <td>
                    <HTMLSelect {...form.input(typeName)} aria-label={`Container type, lane ${i + 1}`} style={typeError ? { boxShadow: '0 0 0 1px #cd4246' } : undefined}>
                      <option value="">Type…</option>
                      {!CONTAINER_TYPES.some((t) => t.code === lane.containerType) && lane.containerType && <option value={lane.containerType}>{lane.containerType}</option>}
                      {CONTAINER_TYPES.map((t) => (
                        <option key={t.code} value={t.code}>
                          {t.name}
                        </option>
                      ))}
                    </HTMLSelect>
                    {typeError && <CellError id={`${form.idOf(typeName)}-error`}>{typeError}</CellError>}
                  </td>
                  <td>
                    <Cell form={form} i={i} field="volume" label="Volume" width={80} inputMode="numeric" />
                  </td>
                  <td>
                    <Cell form={form} i={i} field="commodity" label="Commodity" width={150} />
                  </td>
                  <td>
                    <Cell form={form} i={i} field="requirements" label="Requirements" width={170} />
                  </td>
                  <td>
                    <Cell form={form} i={i} field="baselineAmount" label="Baseline" width={110} inputMode="decimal" />
                  </td>
                  <td className={Classes.TEXT_MUTED}>{lane.currentAmount || '—'}</td>
                  <td>
                    <Button size="small" variant="minimal" icon="trash" aria-label={`Remove lane ${i + 1}`} onClick={() => remove(i)} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <ButtonGroup style={{ marginTop: 6 }}>
          <Button size="small" icon="chevron-left" aria-label="Previous lanes" disabled={shown === 0} onClick={() => setPage(shown - 1)} />
          <Button size="small" variant="minimal" text={`Lanes ${start + 1}–${Math.min(start + PAGE, lanes.length)} of ${lanes.length}`} disabled />
          <Button size="small" icon="chevron-right" aria-label="Next lanes" disabled={shown >= pages - 1} onClick={() => setPage(shown + 1)} />
        </ButtonGroup>
      )}
      <PasteLanesDialog isOpen={pasting} onClose={() => setPasting(false)} onApply={(found, replaceAll) => append(found, replaceAll)} />
    </div>
  );
}

/** Cells copied from a spreadsheet (tab-separated) or CSV text, with or without a header row. */
function PasteLanesDialog({ isOpen, onClose, onApply }: { isOpen: boolean; onClose: () => void; onApply: (lanes: LaneValues[], replaceAll: boolean) => void }) {
  const [text, setText] = useState('');
  const [replaceAll, setReplaceAll] = useState(false);
  const apply = () => {
    onApply(lanesFromSheet(text.includes('\t') ? pastedCells(text) : parseCsv(text)), replaceAll);
    setText('');
    onClose();
  };
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Paste lanes">
      <DialogBody>
        <p>Copy the rows from a spreadsheet (origin, destination, container type, volume, commodity, requirements, baseline — with or without a header row) and paste them here.</p>
        <TextArea aria-label="Lanes to paste" fill rows={8} value={text} onChange={(e) => setText(e.target.value)} placeholder={'INNSA\tNLRTM\t45G1\t120\tGarments\t\t1850'} />
        <Checkbox label="Replace the current lanes" checked={replaceAll} onChange={() => setReplaceAll(!replaceAll)} style={{ marginTop: 8 }} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} />
            <Button intent="primary" text="Add lanes" disabled={!text.trim()} onClick={apply} />
          </>
        }
      />
    </Dialog>
  );
}
