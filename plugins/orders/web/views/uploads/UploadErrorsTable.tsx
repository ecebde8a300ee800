import { Button, HTMLTable } from '@blueprintjs/core';
import { saveBlob, toCsv, type DataColumn } from '@portolan/sdk';
import type { BulkUploadError } from '../../../shared/types';

const COLUMNS: DataColumn<BulkUploadError>[] = [
  { id: 'row', title: 'Row', render: (e) => e.row },
  { id: 'field', title: 'Column', render: (e) => e.field },
  { id: 'message', title: 'Message', render: (e) => e.message },
];

/** The refused rows of an upload (row of the file, column, message) with a CSV export of them. */
export function UploadErrorsTable({ errors, fileName }: { errors: BulkUploadError[]; fileName: string }) {
  const exportCsv = () => saveBlob(new Blob([toCsv(COLUMNS, errors)], { type: 'text/csv;charset=utf-8' }), `${fileName.replace(/\.[^.]+$/, '')}-errors.csv`);
  return (
    <div>
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 4 }}>
        <Button size="small" icon="export" text="Export errors CSV" onClick={exportCsv} />
      </div>
      <div style={{ maxHeight: 320, overflowY: 'auto' }}>
        <HTMLTable compact striped aria-label="Refused rows" style={{ width: '100%' }}>
          <thead>
            <tr>
              {COLUMNS.map((c) => (
                <th key={c.id} scope="col">
                  {c.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {errors.map((e, i) => (
              <tr key={`${e.row}-${e.field}-${i}`}>
                <td>{e.row}</td>
                <td>{e.field}</td>
                <td>{e.message}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
    </div>
  );
}
