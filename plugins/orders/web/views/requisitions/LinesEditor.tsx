import type { ReactNode } from 'react';
import { Button, Classes, InputGroup } from '@blueprintjs/core';
import { FieldError, type FormState } from '@portolan/sdk';
import type { Product } from '../../../shared/types';
import { LinesTotalRow } from '../lines/LinesTotalRow';
import { lineAmount, money, totalOf } from './money';
import { emptyLine, lineKey, linesOf, withLines, type FormValues, type LineValues } from './lineValues';
import { ProductSkuInput } from './ProductSkuInput';

/** One text column of the grid after the SKU. */
export interface LineColumn {
  field: string;
  title: string;
  width: number;
  inputMode?: 'decimal' | 'numeric';
  type?: 'date';
}

export interface LinesEditorProps {
  form: FormState<FormValues>;
  /** Every field of a line (hidden ones ride along, e.g. `productId`). */
  fields: readonly string[];
  columns: LineColumn[];
  /** The fields multiplied into the line's amount. */
  amount: { quantity: string; unitPrice: string };
  currency: string;
  /** A new line's values (e.g. the form's needed-by day). */
  newLine: () => LineValues;
  /** What a catalogue product fills in. */
  fromProduct: (product: Product) => LineValues;
  /** More buttons beside "Add line" (an import). */
  tools?: ReactNode;
}

/** A cell's problem under it (client check or the server's 400), linked to its input: the SDK's FieldError at the grid's width. */
export function CellError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <FieldError id={id} maxWidth={180}>
      {children}
    </FieldError>
  );
}

const GRID_CSS = `.pt-lines-grid td{vertical-align:top;padding:2px 4px}.pt-lines-grid th{text-align:left;font-weight:600;padding:2px 4px}.pt-lines-grid .pt-num{text-align:right;white-space:nowrap}`;

/**
 * A form's lines as a dense grid: the SKU (with the catalogue's products offered; picking one fills the
 * line), the given columns, the amount computed exactly (quantity × unit price) and the total; add and
 * remove rows. Every cell is labelled for its line and shows its own problem.
 */
export function LinesEditor({ form, fields, columns, amount, currency, newLine, fromProduct, tools }: LinesEditorProps) {
  const lines = linesOf(form.values, fields);
  const amounts = lines.map((l) => lineAmount(l[amount.quantity], l[amount.unitPrice]));
  const add = () => {
    const i = lines.length;
    for (const [field, value] of Object.entries({ ...emptyLine(fields), ...newLine() })) form.set(lineKey(i, field), value);
    form.set('lines', String(i + 1));
  };
  const remove = (i: number) => form.reset(withLines(form.values, lines.filter((_, j) => j !== i), fields));
  const fill = (i: number, product: Product) => {
    for (const [field, value] of Object.entries(fromProduct(product))) form.set(lineKey(i, field), value);
  };
  const error = form.errors.lines;
  return (
    <div>
      <style>{GRID_CSS}</style>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center', marginBottom: 8 }}>
        <Button size="small" icon="add" text="Add line" onClick={add} />
        {tools}
        <span className={Classes.TEXT_MUTED}>
          {lines.length} line{lines.length === 1 ? '' : 's'} · type a SKU to pick a product from the catalogue
        </span>
      </div>
      {error && <CellError id={`${form.idOf('lines')}-error`}>{error}</CellError>}
      <div style={{ overflowX: 'auto' }}>
        <table className="pt-lines-grid" id={form.idOf('lines')} tabIndex={-1} aria-label="Lines" aria-invalid={error ? true : undefined} aria-describedby={error ? `${form.idOf('lines')}-error` : undefined}>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">SKU</th>
              {columns.map((c) => (
                <th key={c.field} scope="col">
                  {c.title}
                </th>
              ))}
              <th scope="col" className="pt-num">
                Amount ({currency})
              </th>
              <th scope="col">
                <span className={Classes.TEXT_MUTED}>Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((_, i) => {
              const skuName = lineKey(i, 'sku');
              return (
                <tr key={i}>
                  <td>{i + 1}</td>
                  <td>
                    <ProductSkuInput input={form.input(skuName)} label={`SKU, line ${i + 1}`} invalid={Boolean(form.errors[skuName])} onProduct={(p) => fill(i, p)} />
                    {form.errors[skuName] && <CellError id={`${form.idOf(skuName)}-error`}>{form.errors[skuName]}</CellError>}
                  </td>
                  {columns.map((c) => {
                    const name = lineKey(i, c.field);
                    return (
                      <td key={c.field}>
                        <InputGroup
                          {...form.input(name)}
                          aria-label={`${c.title}, line ${i + 1}`}
                          type={c.type}
                          inputMode={c.inputMode}
                          intent={form.errors[name] ? 'danger' : 'none'}
                          size="small"
                          style={{ width: c.width }}
                        />
                        {form.errors[name] && <CellError id={`${form.idOf(name)}-error`}>{form.errors[name]}</CellError>}
                      </td>
                    );
                  })}
                  <td className="pt-num">{amounts[i] === null ? '—' : money(amounts[i], currency)}</td>
                  <td>
                    <Button size="small" variant="minimal" icon="trash" aria-label={`Remove line ${i + 1}`} onClick={() => remove(i)} />
                  </td>
                </tr>
              );
            })}
          </tbody>
          <LinesTotalRow colSpan={columns.length + 2} className="pt-num" label="Total" total={money(totalOf(amounts), currency)} />
        </table>
      </div>
    </div>
  );
}
