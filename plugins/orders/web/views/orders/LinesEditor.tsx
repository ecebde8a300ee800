import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Callout, Classes, InputGroup } from '@blueprintjs/core';
import { FieldError, NotificationBus, RowProblems, formatMoney, isCurrency, useService, type FormState } from '@portolan/sdk';
import type { BulkUploadError, NewOrderLine, Product } from '../../../shared/types';
import { useOrdersApi } from '../../api/ordersApi';
import { LinesTotalRow } from '../lines/LinesTotalRow';
import { emptyLine, lineAmount, lineKey, lineValuesOf, linesOf, orderTotal, withLines, type LineField, type LineValues, type OrderValues } from './orderFormValues';

/** The grid's cells name their line in their labels; the column headers say the same for the eye. */
const GRID_CSS = `.po-line-grid td{vertical-align:top;padding:2px 3px}.po-line-grid th{text-align:left;font-weight:600;padding:2px 3px;white-space:nowrap}.po-line-grid td.po-amount{text-align:right;white-space:nowrap;padding-top:6px}`;
const CELLS: Array<{ field: LineField; title: string; width: number; type?: string; inputMode?: 'decimal' }> = [
  { field: 'sku', title: 'SKU', width: 120 },
  { field: 'description', title: 'Description', width: 200 },
  { field: 'hsCode', title: 'HS code', width: 90 },
  { field: 'quantity', title: 'Quantity', width: 80, inputMode: 'decimal' },
  { field: 'unit', title: 'Unit', width: 60 },
  { field: 'unitPrice', title: 'Unit price', width: 90, inputMode: 'decimal' },
  { field: 'cargoReadyDate', title: 'Cargo ready', width: 140, type: 'date' },
  { field: 'requiredDeliveryDate', title: 'Required delivery', width: 140, type: 'date' },
];
const blank = (l: LineValues) => !l.sku && !l.description && !l.quantity && !l.unitPrice;

/** A catalogue product's facts on a line (its SKU, description, HS code, unit and price). */
function withProduct(line: LineValues, product: Product): LineValues {
  return { ...line, productId: product._id, sku: product.sku, description: product.name, hsCode: product.hsCode ?? line.hsCode, unit: product.unit, unitPrice: product.unitPrice };
}

/**
 * The order's lines as a dense grid: SKU (catalogue search that fills description, HS code, unit and
 * price), description, HS code, quantity, unit, unit price, amount (exact), cargo ready, required
 * delivery; add, duplicate, remove; Enter in a cell adds a line, Ctrl+Delete removes the line; import
 * lines from a CSV or XLSX (read by the server against the catalogue; its row problems listed). Every
 * cell shows its own problem, the server's 400 naming `data.lines.<i>.<field>` included.
 */
export function LinesEditor({ form }: { form: FormState<OrderValues> }) {
  const api = useOrdersApi();
  const notify = useService(NotificationBus);
  const listId = useId();
  const lines = linesOf(form.values);
  const currency = form.values.currency.trim().toUpperCase();
  const fileInput = useRef<HTMLInputElement>(null);
  const [importing, setImporting] = useState(false);
  const [fileProblems, setFileProblems] = useState<BulkUploadError[]>([]);
  const [search, setSearch] = useState<{ row: number; text: string }>({ row: -1, text: '' });
  const [products, setProducts] = useState<Product[]>([]);
  /** The line whose SKU cell takes the focus after the next render (a line added, duplicated or removed). */
  const focusRow = useRef<number | undefined>(undefined);
  const { idOf } = form;

  useEffect(() => {
    if (focusRow.current === undefined) return;
    document.getElementById(idOf(lineKey(focusRow.current, 'sku')))?.focus();
    focusRow.current = undefined;
  });

  // The catalogue products whose SKU or name holds what is typed in the SKU cell (after a short pause).
  useEffect(() => {
    if (search.text.trim().length < 2) return;
    let current = true;
    const timer = setTimeout(() => {
      void api.searchProducts(search.text.trim()).then((answer) => current && answer.ok && setProducts(answer.data ?? []));
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, search]);

  const replace = (next: LineValues[]) => form.reset(withLines(form.values, next));
  const add = (after = lines.length - 1) => {
    const next = [...lines];
    next.splice(after + 1, 0, emptyLine(lines[after]));
    replace(next);
    focusRow.current = after + 1;
  };
  const duplicate = (i: number) => {
    const next = [...lines];
    next.splice(i + 1, 0, { ...lines[i] });
    replace(next);
    focusRow.current = i + 1;
  };
  const remove = (i: number) => {
    replace(lines.filter((_, j) => j !== i));
    if (lines.length > 1) focusRow.current = Math.max(0, Math.min(i, lines.length - 2));
  };
  const setSku = (i: number, sku: string) => {
    const product = products.find((p) => p.sku.toLowerCase() === sku.trim().toLowerCase());
    if (product && sku !== lines[i].sku && product.sku !== lines[i].sku) {
      const next = [...lines];
      next[i] = withProduct(lines[i], product);
      for (const field of ['productId', 'sku', 'description', 'hsCode', 'unit', 'unitPrice'] as const) form.set(lineKey(i, field), next[i][field]);
      return;
    }
    form.set(lineKey(i, 'sku'), sku);
    if (lines[i].productId) form.set(lineKey(i, 'productId'), '');
    setSearch({ row: i, text: sku });
  };
  const onKeyDown = (i: number) => (event: KeyboardEvent<HTMLTableRowElement>) => {
    const target = event.target as HTMLElement;
    if (target.tagName !== 'INPUT') return;
    if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      add(i);
    } else if (event.key === 'Delete' && event.ctrlKey) {
      event.preventDefault();
      remove(i);
    }
  };
  const importFile = async (file: File | undefined) => {
    if (!file) return;
    setImporting(true);
    const answer = await api.uploadLineItems(file, 'order');
    setImporting(false);
    if (fileInput.current) fileInput.current.value = '';
    if (!answer.ok || !answer.data) {
      notify.failure(`Could not import the lines: ${answer.errorMessage ?? 'Server Error'}`);
      return;
    }
    const found = (answer.data.lines as NewOrderLine[]).map(lineValuesOf);
    setFileProblems(answer.data.errors);
    if (found.length) replace(lines.every(blank) ? found : [...lines, ...found]);
    notify.outcome(found.length > 0, {
      success: `${found.length} line${found.length === 1 ? '' : 's'} imported${answer.data.errors.length ? `, ${answer.data.errors.length} row problem${answer.data.errors.length === 1 ? '' : 's'}` : ''}`,
      failure: `No line imported: ${answer.data.errors.length} row problem${answer.data.errors.length === 1 ? '' : 's'}`,
    });
  };
  const money = (amount: string) => (isCurrency(currency) ? formatMoney({ decimal: amount }, currency) : amount);
  const error = form.errors.lines;
  return (
    <div>
      <style>{GRID_CSS}</style>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center', marginBottom: 6 }}>
        <Button size="small" icon="add" text="Add line" onClick={() => add()} />
        <Button size="small" icon="import" text="Import lines from file" loading={importing} onClick={() => fileInput.current?.click()} />
        <input ref={fileInput} type="file" accept=".csv,.xlsx,text/csv" aria-label="Lines file (CSV or XLSX)" hidden onChange={(e) => void importFile(e.target.files?.[0])} />
        <span className={Classes.TEXT_MUTED}>Enter adds a line · Ctrl+Delete removes it · type a SKU to search the catalogue</span>
      </div>
      <FieldError id={`${idOf('lines')}-error`}>{error}</FieldError>
      {fileProblems.length > 0 && (
        <Callout intent="warning" title="Rows of the file that were not imported" style={{ marginBottom: 6 }}>
          <RowProblems problems={fileProblems} label="Problems in the file" />
        </Callout>
      )}
      <datalist id={listId}>
        {products.map((p) => (
          <option key={p._id} value={p.sku}>
            {p.name} · {p.unitPrice} {p.currency}
          </option>
        ))}
      </datalist>
      <div style={{ overflowX: 'auto' }}>
        <table className="po-line-grid" id={idOf('lines')} tabIndex={-1} aria-label="Order lines">
          <thead>
            <tr>
              <th scope="col">#</th>
              {CELLS.map((c) => (
                <th key={c.field} scope="col">
                  {c.title}
                </th>
              ))}
              <th scope="col" style={{ textAlign: 'right' }}>
                Amount
              </th>
              <th scope="col">
                <span className={Classes.TEXT_MUTED}>Line actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, i) => {
              const amount = lineAmount(line.quantity, line.unitPrice, currency);
              return (
                <tr key={i} onKeyDown={onKeyDown(i)}>
                  <td style={{ paddingTop: 6 }}>{i + 1}</td>
                  {CELLS.map((c) => {
                    const name = lineKey(i, c.field);
                    const cellError = form.errors[name];
                    const props = form.input(name);
                    return (
                      <td key={c.field}>
                        <InputGroup
                          {...props}
                          {...(c.field === 'sku' && { list: listId, onChange: (e: { target: { value: string } }) => setSku(i, e.target.value), autoComplete: 'off' })}
                          type={c.type}
                          aria-label={`${c.title}, line ${i + 1}`}
                          inputMode={c.inputMode}
                          intent={cellError ? 'danger' : 'none'}
                          size="small"
                          style={{ width: c.width }}
                        />
                        <FieldError id={`${idOf(name)}-error`} maxWidth={Math.max(c.width, 140)}>
                          {cellError}
                        </FieldError>
                      </td>
                    );
                  })}
                  <td className="po-amount">{amount ? money(amount) : '—'}</td>
                  <td style={{ whiteSpace: 'nowrap' }}>
                    <Button size="small" variant="minimal" icon="duplicate" aria-label={`Duplicate line ${i + 1}`} title="Duplicate" onClick={() => duplicate(i)} />
                    <Button size="small" variant="minimal" icon="trash" aria-label={`Remove line ${i + 1}`} title="Remove (Ctrl+Delete)" onClick={() => remove(i)} />
                  </td>
                </tr>
              );
            })}
          </tbody>
          <LinesTotalRow colSpan={CELLS.length + 1} className="po-amount" label={`Total (${lines.length} line${lines.length === 1 ? '' : 's'})`} total={money(orderTotal(lines, currency))} />
        </table>
      </div>
    </div>
  );
}
