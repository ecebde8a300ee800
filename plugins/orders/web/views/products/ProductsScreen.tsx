import { useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Tag } from '@blueprintjs/core';
import { NotificationBus, ResourceTable, formatMoney, useCommands, useResourceList, useService, type DataColumn, type FilterDef } from '@portolan/sdk';
import { ORDERS_API, type Product, type SupplierOption } from '../../../shared/types';
import { useCatalogueApi } from '../../api/catalogueApi';
import { ACTIVE_FILTER } from '../master/masterOptions';
import { RowActions } from '../master/RowActions';
import { useCatalogueEditing, type CatalogueEditing } from '../master/useCatalogueEditing';
import { UploadDialog } from '../uploads/UploadDialog';
import { downloadUploadTemplate } from '../uploads/uploadTemplate';
import { dimensionsOf } from './dimensionsOf';
import { ProductDialog } from './ProductDialog';
import { ProductDrawer } from './ProductDrawer';

type Row = Product & Record<string, unknown>;

function columns(editing: CatalogueEditing<Row>, onOpen: (row: Row) => void): DataColumn<Row>[] {
  return [
    { id: 'sku', title: 'SKU', width: 130, sortField: 'sku', render: (r) => <Button variant="minimal" size="small" text={r.sku} aria-label={`${r.sku}: details and price history`} onClick={() => onOpen(r)} />, csv: (r) => r.sku },
    { id: 'name', title: 'Name', width: 220, render: (r) => r.name },
    { id: 'category', title: 'Category', width: 130, render: (r) => r.category },
    { id: 'hsCode', title: 'HS code', width: 100, render: (r) => r.hsCode ?? '' },
    { id: 'unit', title: 'Unit', width: 70, render: (r) => r.unit },
    { id: 'dims', title: 'Dimensions', width: 140, render: (r) => dimensionsOf(r) },
    { id: 'weightKg', title: 'Weight (kg)', width: 100, render: (r) => r.weightKg ?? '' },
    { id: 'unitPrice', title: 'Unit price', width: 140, render: (r) => formatMoney({ decimal: r.unitPrice }, r.currency), csv: (r) => r.unitPrice },
    { id: 'currency', title: 'Currency', width: 80, defaultVisible: false, render: (r) => r.currency },
    { id: 'supplierName', title: 'Supplier', width: 200, render: (r) => r.supplierName ?? '' },
    { id: 'active', title: 'Active', width: 80, render: (r) => (r.active ? 'Yes' : <Tag minimal>No</Tag>), csv: (r) => (r.active ? 'yes' : 'no') },
    ...(editing.canUpdate
      ? [{ id: 'actions', title: 'Actions', width: 190, render: (r: Row) => <RowActions name={r.sku} active={r.active} onEdit={() => editing.open(r)} onSetActive={(on) => void editing.setActive(r, on)} />, csv: () => null }]
      : []),
  ];
}

/**
 * `/products`: the product catalogue — SKU, name, category, HS code, unit, dimensions, weight, price,
 * supplier; filters, search, CSV; new / edit; a product's details with its price history; bulk upload
 * of products with its progress, and the XLSX template.
 */
export default observer(function ProductsScreen() {
  const api = useCatalogueApi();
  const notify = useService(NotificationBus);
  const [suppliers, setSuppliers] = useState<SupplierOption[]>([]);
  useEffect(() => {
    void api.suppliers().then((result) => setSuppliers(result.data ?? []));
  }, [api]);
  const filters = useMemo<FilterDef[]>(
    () => [
      { id: 'category', label: 'Category', kind: 'text', placeholder: 'e.g. Apparel', width: 130 },
      { id: 'supplier', field: 'supplierId', label: 'Supplier', kind: 'select', options: suppliers.map((s) => ({ value: s._id, label: s.name })) },
      ACTIVE_FILTER,
    ],
    [suppliers],
  );
  const list = useResourceList<Row>({ base: ORDERS_API.products, filters, defaultSort: { field: 'sku', dir: 'asc' } });
  const editing = useCatalogueEditing<Row>(ORDERS_API.products, list.reload, 'product');
  const [shown, setShown] = useState<Row | undefined>();
  const [uploading, setUploading] = useState(false);
  const template = async () => {
    await downloadUploadTemplate('PRODUCTS');
    notify.success('Template downloaded');
  };
  useCommands(
    [
      { id: 'refresh-products', title: 'Refresh products', shortcut: 'alt+r', run: () => void list.reload() },
      ...(editing.canCreate
        ? [
            { id: 'new-product', title: 'New product', shortcut: 'alt+n', run: () => editing.open() },
            { id: 'upload-products', title: 'Upload products', shortcut: 'alt+u', run: () => setUploading(true) },
          ]
        : []),
      { id: 'products-template', title: 'Download products template', run: () => void template() },
    ],
    [list, editing.canCreate],
  );
  // The drawer shows the row as the list has it now (after an edit, the reloaded one).
  const current = shown ? (list.rows.find((r) => r._id === shown._id) ?? shown) : undefined;
  return (
    <section aria-labelledby="products-title">
      <h1 id="products-title" className="pt-page-title">
        Products
      </h1>
      <ResourceTable<Row>
        list={list}
        label="Product catalogue"
        columns={columns(editing, setShown)}
        search={{ label: 'Search products', placeholder: 'SKU or name…' }}
        exportName="products.csv"
        emptyText="No product matches"
        height={560}
        actions={
          <>
            <Button size="small" icon="download" text="Download template" onClick={() => void template()} />
            {editing.canCreate && <Button size="small" icon="upload" text="Upload products" onClick={() => setUploading(true)} />}
            {editing.canCreate && <Button size="small" intent="primary" icon="add" text="New product" onClick={() => editing.open()} />}
          </>
        }
      />
      {current && <ProductDrawer product={current} onClose={() => setShown(undefined)} onEdit={editing.canUpdate ? () => editing.open(current) : undefined} />}
      {editing.editing && <ProductDialog product={editing.record} onClose={editing.close} onSave={editing.save} />}
      {uploading && <UploadDialog kind="PRODUCTS" onClose={() => setUploading(false)} onFinished={() => void list.reload()} />}
    </section>
  );
});
