import { Button, Menu, MenuItem, Popover } from '@blueprintjs/core';
import type { ReportColumn, ReportRow } from '../../shared/reports';
import { exportReport } from './reportExport';

export interface ReportExportMenuProps {
  /** The file name without extension: `<report>-<from>-<to>`. */
  fileName: string;
  /** The report's title (the button's name, the sheet's name). */
  title: string;
  columns: readonly ReportColumn[];
  rows: readonly ReportRow[];
}

/** "Export" with CSV and XLSX of the columns and rows in view (what the table shows, grouped, pivoted, sorted). */
export function ReportExportMenu({ fileName, title, columns, rows }: ReportExportMenuProps) {
  return (
    <Popover
      placement="bottom-end"
      content={
        <Menu aria-label={`Export ${title}`}>
          <MenuItem icon="th" text="CSV" onClick={() => void exportReport('csv', fileName, columns, rows)} />
          <MenuItem icon="th-derived" text="XLSX" onClick={() => void exportReport('xlsx', fileName, columns, rows, title)} />
        </Menu>
      }
    >
      <Button size="small" variant="minimal" icon="download" endIcon="caret-down" text="Export" aria-label={`Export ${title}`} />
    </Popover>
  );
}
