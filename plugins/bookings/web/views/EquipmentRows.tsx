import { Button, Checkbox, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { CONTAINER_TYPES, type FormState } from '@portolan/sdk';
import { Cell } from './Cell';
import { MAX_EQUIPMENT, emptyEquipment, equipmentKey, equipmentOf, isReefer, withRows, type BookingValues, type EquipmentField } from './bookingFormValues';

/** The equipment rows: ISO type, count, SOC; a reefer type's set point, unit, ventilation and humidity. */
export function EquipmentRows({ form }: { form: FormState<BookingValues> }) {
  const rows = equipmentOf(form.values);
  const anyReefer = rows.some((r) => isReefer(r.isoType));
  const replace = (next: typeof rows) => form.reset(withRows(form.values, 'equipment', next));
  const input = (i: number, f: EquipmentField, label: string, props: { width?: number; placeholder?: string } = {}) => (
    <Cell form={form} name={equipmentKey(i, f)}>
      <InputGroup {...form.input(equipmentKey(i, f))} aria-label={`${label}, equipment ${i + 1}`} size="small" placeholder={props.placeholder} style={{ width: props.width }} intent={form.errors[equipmentKey(i, f)] ? 'danger' : 'none'} />
    </Cell>
  );
  return (
    <div>
      <table className="bkg-grid" aria-label="Equipment">
        <thead>
          <tr>
            <th>Container type</th>
            <th>Count</th>
            <th>SOC</th>
            {anyReefer && (
              <>
                <th>Set point</th>
                <th>Unit</th>
                <th>Ventilation m³/h</th>
                <th>Humidity %</th>
              </>
            )}
            <th />
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              <Cell form={form} name={equipmentKey(i, 'isoType')}>
                <HTMLSelect {...form.input(equipmentKey(i, 'isoType'))} aria-label={`Container type, equipment ${i + 1}`} minimal>
                  {CONTAINER_TYPES.map((t) => (
                    <option key={t.code} value={t.code}>
                      {t.code} · {t.name}
                    </option>
                  ))}
                </HTMLSelect>
              </Cell>
              {input(i, 'count', 'Count', { width: 64 })}
              <td style={{ verticalAlign: 'top', padding: '6px 3px' }}>
                <Checkbox checked={row.soc === 'true'} aria-label={`Shipper-owned, equipment ${i + 1}`} onChange={(e) => form.set(equipmentKey(i, 'soc'), e.currentTarget.checked ? 'true' : '')} style={{ margin: 0 }} />
              </td>
              {anyReefer &&
                (isReefer(row.isoType) ? (
                  <>
                    {input(i, 'reefer.temperature', 'Set point', { width: 80, placeholder: '-18.0' })}
                    <Cell form={form} name={equipmentKey(i, 'reefer.unit')}>
                      <HTMLSelect {...form.input(equipmentKey(i, 'reefer.unit'))} aria-label={`Temperature unit, equipment ${i + 1}`} minimal options={[{ value: 'CEL', label: '°C' }, { value: 'FAH', label: '°F' }]} />
                    </Cell>
                    {input(i, 'reefer.ventilation', 'Ventilation', { width: 80 })}
                    {input(i, 'reefer.humidity', 'Humidity', { width: 70 })}
                  </>
                ) : (
                  <td colSpan={4} />
                ))}
              <td>
                <Button size="small" variant="minimal" icon="trash" aria-label={`Remove equipment ${i + 1}`} disabled={rows.length === 1} onClick={() => replace(rows.filter((_, j) => j !== i))} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Button size="small" variant="minimal" icon="add" text="Add equipment" disabled={rows.length >= MAX_EQUIPMENT} onClick={() => replace([...rows, emptyEquipment(rows.at(-1)?.isoType)])} />
    </div>
  );
}
