import { useState } from 'react';
import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { FileDropZone, NotificationBus, RowProblems, saveBlob, useFileChoice, useService, type RowProblem } from '@portolan/sdk';
import { TARIFF_UPLOAD_COLUMNS, type TariffUploadResult } from '../../../shared/types';
import { rowProblemsOf, useDndApi } from '../../api/dndApi';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const fileProblem = (file: File) => (/\.(csv|xlsx)$/i.test(file.name) ? (file.size > 10 * 1024 * 1024 ? 'The file is over 10 MiB' : undefined) : 'Choose a .csv or .xlsx file');

/** Upload tariffs from a CSV or XLSX (one row per tier): all or nothing; every refused row is shown with its column. */
export function TariffUploadDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const api = useDndApi();
  const notify = useService(NotificationBus);
  const { file, problem, setProblem, choose, ready } = useFileChoice(fileProblem, 'Choose a .csv or .xlsx file');
  const [busy, setBusy] = useState(false);
  const [rows, setRows] = useState<RowProblem[]>([]);
  const [done, setDone] = useState<TariffUploadResult | undefined>();
  const upload = async () => {
    const chosen = ready();
    if (!chosen) return;
    setBusy(true);
    setRows([]);
    const answer = await api.uploadTariffs(chosen);
    setBusy(false);
    notify.outcome(answer.ok, { success: 'Tariffs uploaded', failure: `The file was refused: ${answer.errorMessage ?? 'Server Error'}` });
    if (answer.ok && answer.data) {
      setDone(answer.data);
      onDone();
      return;
    }
    setRows(rowProblemsOf(answer));
    setProblem(answer.errorMessage ?? 'Server Error');
  };
  const template = async () => {
    const answer = await api.tariffTemplate();
    if (answer.ok && answer.data) saveBlob(answer.data, 'dnd-tariffs-template.csv');
    else saveBlob(new Blob([`${TARIFF_UPLOAD_COLUMNS.join(',')}\n`], { type: 'text/csv;charset=utf-8' }), 'dnd-tariffs-template.csv');
    notify.success('Template downloaded');
  };
  return (
    <Dialog isOpen title="Upload tariffs" onClose={onClose} style={{ width: 720, maxWidth: '95vw' }}>
      <DialogBody>
        {done ? (
          <Callout intent="success" role="status" title={`${done.tariffs} tariff${done.tariffs === 1 ? '' : 's'} with ${done.tiers} tier${done.tiers === 1 ? '' : 's'} saved`}>
            The company's clocks are re-priced.
          </Callout>
        ) : (
          <form
            id="dnd-tariff-upload"
            aria-label="Upload tariffs"
            onSubmit={(e) => {
              e.preventDefault();
              void upload();
            }}
          >
            <p>
              One row per tier; rows with the same carrier, port, direction, charge type, size, group and valid-from form one tariff. Nothing is saved if any row is wrong.{' '}
              <Button variant="minimal" size="small" icon="download" text="Download template" onClick={() => void template()} />
            </p>
            <p style={{ fontSize: 12 }}>Columns: {TARIFF_UPLOAD_COLUMNS.join(', ')}</p>
            <FileDropZone file={file} onChoose={choose} prompt="Drop a CSV or XLSX file of tariffs here, or choose it:" placeholder="Choose a .csv or .xlsx file (up to 10 MiB)…" inputLabel="File of tariffs" accept={ACCEPT} />
            {problem && (
              <Callout intent="danger" role="alert" style={{ marginTop: 8 }}>
                {problem}
              </Callout>
            )}
            {rows.length > 0 && <RowProblems problems={rows} label="Refused rows" />}
          </form>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Close" onClick={onClose} />
            {!done && <Button type="submit" form="dnd-tariff-upload" intent="primary" icon="upload" text="Upload" loading={busy} disabled={!file} />}
          </>
        }
      />
    </Dialog>
  );
}
