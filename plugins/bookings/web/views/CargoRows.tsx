import { Fragment } from 'react';
import { Button, Checkbox, HTMLSelect, InputGroup } from '@blueprintjs/core';
import type { FormState } from '@portolan/sdk';
import { IMO_CLASSES, PACKING_GROUPS } from '../../shared/states';
import { Cell } from './Cell';
import { HsCodeField } from './HsCodeField';
import { MAX_CARGO, PACKAGE_CODES, cargoKey, cargoOf, emptyCargo, withRows, type BookingValues, type CargoField } from './bookingFormValues';

/** The cargo lines: HS code (search), description, packages and code, weight, volume; dangerous goods (with their 24-hour emergency contact) beneath a line when ticked. */
export function CargoRows({ form }: { form: FormState<BookingValues> }) {
  const rows = cargoOf(form.values);
  const replace = (next: typeof rows) => form.reset(withRows(form.values, 'cargo', next));
  const input = (i: number, f: CargoField, label: string, props: { width?: number; placeholder?: string; list?: string } = {}) => (
    <Cell form={form} name={cargoKey(i, f)}>
      <InputGroup {...form.input(cargoKey(i, f))} aria-label={`${label}, cargo ${i + 1}`} size="small" placeholder={props.placeholder} style={{ width: props.width }} list={props.list} intent={form.errors[cargoKey(i, f)] ? 'danger' : 'none'} />
    </Cell>
  );
  return (
    <div>
      <datalist id="bkg-package-codes">
        {PACKAGE_CODES.map((p) => (
          <option key={p.code} value={p.code}>
            {p.name}
          </option>
        ))}
      </datalist>
      <table className="bkg-grid" aria-label="Cargo">
        <thead>
          <tr>
            <th>HS code</th>
            <th>Description</th>
            <th>Packages</th>
            <th>Code</th>
            <th>Gross kg</th>
            <th>Volume m³</th>
            <th>DG</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <Fragment key={i}>
              <tr>
                <Cell form={form} name={cargoKey(i, 'hsCode')} width={150}>
                  <HsCodeField form={form} name={cargoKey(i, 'hsCode')} descriptionName={cargoKey(i, 'description')} label={`HS code, cargo ${i + 1}`} />
                </Cell>
                {input(i, 'description', 'Description', { width: 240 })}
                {input(i, 'packages', 'Packages', { width: 70 })}
                {input(i, 'packageCode', 'Package code', { width: 50, list: 'bkg-package-codes' })}
                {input(i, 'grossWeightKg', 'Gross weight kg', { width: 90 })}
                {input(i, 'volumeCbm', 'Volume m³', { width: 80 })}
                <td style={{ verticalAlign: 'top', padding: '6px 3px' }}>
                  <Checkbox checked={row.dg === 'true'} aria-label={`Dangerous goods, cargo ${i + 1}`} onChange={(e) => form.set(cargoKey(i, 'dg'), e.currentTarget.checked ? 'true' : '')} style={{ margin: 0 }} />
                </td>
                <td>
                  <Button size="small" variant="minimal" icon="trash" aria-label={`Remove cargo ${i + 1}`} disabled={rows.length === 1} onClick={() => replace(rows.filter((_, j) => j !== i))} />
                </td>
              </tr>
              {row.dg === 'true' && (
                <tr>
                  <td colSpan={8} style={{ paddingLeft: 16 }}>
                    <table aria-label={`Dangerous goods, cargo ${i + 1}`}>
                      <tbody>
                        <tr>
                          {input(i, 'dangerousGoods.unNumber', 'UN number', { width: 70, placeholder: 'UN 1263' })}
                          <Cell form={form} name={cargoKey(i, 'dangerousGoods.imoClass')}>
                            <HTMLSelect {...form.input(cargoKey(i, 'dangerousGoods.imoClass'))} aria-label={`IMO class, cargo ${i + 1}`} minimal>
                              <option value="">IMO class…</option>
                              {IMO_CLASSES.map((c) => (
                                <option key={c} value={c}>
                                  Class {c}
                                </option>
                              ))}
                            </HTMLSelect>
                          </Cell>
                          <Cell form={form} name={cargoKey(i, 'dangerousGoods.packingGroup')}>
                            <HTMLSelect {...form.input(cargoKey(i, 'dangerousGoods.packingGroup'))} aria-label={`Packing group, cargo ${i + 1}`} minimal>
                              <option value="">No packing group</option>
                              {PACKING_GROUPS.map((g) => (
                                <option key={g} value={g}>
                                  PG {g}
                                </option>
                              ))}
                            </HTMLSelect>
                          </Cell>
                          {input(i, 'dangerousGoods.properShippingName', 'Proper shipping name', { width: 220 })}
                          {input(i, 'dangerousGoods.flashPoint', 'Flash point °C', { width: 80, placeholder: 'Flash °C' })}
                          {input(i, 'dangerousGoods.emsNumber', 'EmS', { width: 80, placeholder: 'F-E, S-E' })}
                        </tr>
                        <tr>
                          <td style={{ verticalAlign: 'top', padding: '9px 3px', whiteSpace: 'nowrap' }}>24-hour emergency contact</td>
                          {input(i, 'dangerousGoods.emergencyContact.name', 'Emergency contact name', { width: 160, placeholder: 'Contact name' })}
                          {input(i, 'dangerousGoods.emergencyContact.phone', 'Emergency phone', { width: 140, placeholder: '+45 70262970' })}
                          {input(i, 'dangerousGoods.emergencyContact.provider', 'Emergency response provider', { width: 160, placeholder: 'Provider (optional)' })}
                          {input(i, 'dangerousGoods.emergencyContact.referenceNumber', 'Emergency provider reference', { width: 120, placeholder: 'Reference (optional)' })}
                        </tr>
                      </tbody>
                    </table>
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
      <Button size="small" variant="minimal" icon="add" text="Add cargo line" disabled={rows.length >= MAX_CARGO} onClick={() => replace([...rows, emptyCargo()])} />
    </div>
  );
}
