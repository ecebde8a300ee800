import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Tag, type Intent } from '@blueprintjs/core';
import { ResourceTable, formatDateTime, type DataColumn, type ResourceList } from '@portolan/sdk';
import type { BulkUploadState } from '../../../shared/states';
import type { BulkUploadLog } from '../../../shared/types';

export type LogRow = BulkUploadLog & Record<string, unknown>;
const INTENTS: Record<BulkUploadState, Intent> = { PROCESSING: 'primary', COMPLETED: 'success', FAILED: 'danger' };
const words = (s: string) => s.charAt(0) + s.slice(1).toLowerCase();

function columns(onOpen: (log: LogRow) => void): DataColumn<LogRow>[] {
  return [
    {
      id: 'fileName',
      title: 'File',
      width: 260,
      render: (r) => <Button variant="minimal" size="small" icon="th-list" text={r.fileName} aria-label={`${r.fileName}: show its rows`} onClick={() => onOpen(r)} />,
      csv: (r) => r.fileName,
    },
    { id: 'status', title: 'Status', width: 120, render: (r) => <Tag intent={INTENTS[r.status]}>{words(r.status)}</Tag>, csv: (r) => r.status },
    { id: 'rowsTotal', title: 'Rows', width: 80, render: (r) => r.rowsTotal },
    { id: 'rowsAccepted', title: 'Accepted', width: 90, render: (r) => r.rowsAccepted },
    { id: 'rowsRefused', title: 'Refused', width: 90, render: (r) => (r.rowsRefused ? <Tag intent="danger">{r.rowsRefused}</Tag> : 0), csv: (r) => r.rowsRefused },
    { id: 'createdByName', title: 'By', width: 160, render: (r) => r.createdByName },
    { id: 'createdAt', title: 'When', width: 170, render: (r) => formatDateTime(r.createdAt), csv: (r) => r.createdAt },
    { id: 'message', title: 'Message', width: 240, defaultVisible: false, render: (r) => r.message ?? '' },
  ];
}

/** One kind's upload logs, newest first (the server's order; it offers no filter or sort but `status`); a file name opens its rows and errors. */
export const UploadLogsTable = observer(function UploadLogsTable({ list, label, onOpen, actions, exportName }: { list: ResourceList<LogRow>; label: string; onOpen: (log: LogRow) => void; actions: ReactNode; exportName: string }) {
  return <ResourceTable<LogRow> list={list} label={label} columns={columns(onOpen)} exportName={exportName} emptyText="No uploads yet" height={480} actions={actions} />;
});
