import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Tab, Tabs } from '@blueprintjs/core';
import { useCommands, useResourceList, useUrlQuery } from '@portolan/sdk';
import type { BulkUploadKind } from '../../../shared/states';
import { UPLOAD_PATHS } from '../../api/catalogueApi';
import { UploadDialog } from './UploadDialog';
import { UploadLogDialog } from './UploadLogDialog';
import { UploadLogsTable, type LogRow } from './UploadLogsTable';

const TABS: Array<{ id: 'orders' | 'products'; kind: BulkUploadKind; title: string }> = [
  { id: 'orders', kind: 'ORDERS', title: 'Orders' },
  { id: 'products', kind: 'PRODUCTS', title: 'Products' },
];

/** One tab's list of logs (its own store; the view in the URL). */
const LogsTab = observer(function LogsTab({ kind, onOpen, onUpload }: { kind: BulkUploadKind; onOpen: (log: LogRow) => void; onUpload: (kind: BulkUploadKind) => void }) {
  const list = useResourceList<LogRow>({ base: UPLOAD_PATHS[kind].logs, search: false, paged: false, fixed: { limit: 200 } });
  useCommands([{ id: `refresh-upload-logs-${kind}`, title: 'Refresh upload logs', shortcut: 'alt+r', run: () => void list.reload() }], [list]);
  const title = kind === 'ORDERS' ? 'Upload orders' : 'Upload products';
  return (
    <UploadLogsTable
      list={list}
      label={kind === 'ORDERS' ? 'Order uploads' : 'Product uploads'}
      exportName={kind === 'ORDERS' ? 'order-uploads.csv' : 'product-uploads.csv'}
      onOpen={onOpen}
      actions={<Button size="small" intent="primary" icon="upload" text={title} onClick={() => onUpload(kind)} />}
    />
  );
});

/**
 * `/orders/uploads`: the bulk upload logs of orders and of products (file, status, rows total / accepted
 * / refused, by, when); a log opens its refused rows with a CSV of them; "Upload orders" (also at
 * `?upload=1`) opens the upload dialog with its progress and outcome.
 */
export default function UploadLogsScreen() {
  const [view, setView] = useUrlQuery({ tab: 'orders' });
  const [opened, setOpened] = useState<LogRow | undefined>();
  const [reloads, setReloads] = useState(0);
  const uploading: BulkUploadKind | undefined = view.upload === '1' ? 'ORDERS' : view.upload === 'products' ? 'PRODUCTS' : undefined;
  const upload = (kind: BulkUploadKind) => setView({ upload: kind === 'ORDERS' ? '1' : 'products' }, { push: true });
  useCommands(
    [
      { id: 'upload-orders-file', title: 'Upload orders', shortcut: 'alt+u', run: () => upload('ORDERS') },
      { id: 'upload-products-file', title: 'Upload products', run: () => upload('PRODUCTS') },
    ],
    [],
  );
  return (
    <section aria-labelledby="uploads-title">
      <h1 id="uploads-title" className="pt-page-title">
        Order and product uploads
      </h1>
      <Tabs id="upload-log-tabs" selectedTabId={view.tab} onChange={(id) => setView({ tab: String(id) })} renderActiveTabPanelOnly>
        {TABS.map((t) => (
          <Tab key={t.id} id={t.id} title={t.title} panel={<LogsTab key={`${t.kind}:${reloads}`} kind={t.kind} onOpen={setOpened} onUpload={upload} />} />
        ))}
      </Tabs>
      {uploading && <UploadDialog kind={uploading} onClose={() => setView({ upload: undefined })} onFinished={() => setReloads((n) => n + 1)} />}
      {opened && <UploadLogDialog log={opened} onClose={() => setOpened(undefined)} />}
    </section>
  );
}
