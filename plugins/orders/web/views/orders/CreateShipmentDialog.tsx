import Big from 'big.js';
import { Classes, HTMLSelect, HTMLTable, InputGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { FieldError, FormDialog, FormField, NotificationBus, PortPickerField, formatDate, useAnswer, useForm, useService, type FieldErrors } from '@portolan/sdk';
import { OCEAN_CARRIERS } from '@portolan/sdk/shared';
import type { CreateShipmentFromLines, OrderLineItem, PurchaseOrderDetails } from '../../../shared/types';
import { useOrdersApi } from '../../api/ordersApi';

type Values = Record<string, string>;
const DECIMAL = /^\d+(\.\d+)?$/;
const qtyKey = (i: number) => `lines.${i}.quantity`;

function problems(v: Values, lines: OrderLineItem[]): FieldErrors {
  const errors: FieldErrors = {};
  lines.forEach((line, i) => {
    const q = v[qtyKey(i)].trim();
    if (!DECIMAL.test(q) || new Big(q).lte(0)) errors[qtyKey(i)] = 'A quantity above 0';
    else if (new Big(q).gt(line.openQuantity)) errors[qtyKey(i)] = `At most the open ${line.openQuantity} ${line.unit}`;
  });
  if (v.target === 'existing') {
    if (!v.shipmentId) errors.shipmentId = 'Choose the shipment';
    return errors;
  }
  if (!v['shipment.carrier']) errors['shipment.carrier'] = 'Choose the carrier';
  if (!v['shipment.pol']) errors['shipment.pol'] = 'Choose the port of loading';
  if (!v['shipment.pod']) errors['shipment.pod'] = 'Choose the port of discharge';
  else if (v['shipment.pod'] === v['shipment.pol']) errors['shipment.pod'] = 'The port of discharge must differ from the port of loading';
  if (!v['shipment.etd']) errors['shipment.etd'] = 'Give the departure day';
  if (!v['shipment.eta']) errors['shipment.eta'] = 'Give the arrival day';
  else if (v['shipment.etd'] && v['shipment.eta'] < v['shipment.etd']) errors['shipment.eta'] = 'Arrival cannot be before departure';
  if (v['shipment.reference'].length > 40) errors['shipment.reference'] = 'At most 40 characters';
  return errors;
}

/** The body: each line's quantity and either the existing shipment or the new one. */
function bodyOf(v: Values, lines: OrderLineItem[]): CreateShipmentFromLines {
  const chosen = lines.map((line, i) => ({ lineItemId: line._id, quantity: v[qtyKey(i)].trim() }));
  if (v.target === 'existing') return { lines: chosen, shipmentId: v.shipmentId };
  return {
    lines: chosen,
    shipment: {
      reference: v['shipment.reference'].trim() || null,
      mode: v['shipment.mode'] as 'FCL' | 'LCL',
      carrier: v['shipment.carrier'],
      pol: v['shipment.pol'],
      pod: v['shipment.pod'],
      etd: v['shipment.etd'],
      eta: v['shipment.eta'],
    },
  };
}

/**
 * "Create shipment" from the selected lines: a quantity per line (its open quantity by default; less
 * books part of it), and either an existing shipment of the company (found by its reference) or a new
 * one (mode, carrier, POL/POD, ETD/ETA, an optional reference).
 */
export function CreateShipmentDialog({ order, lines, onClose, onDone }: { order: PurchaseOrderDetails; lines: OrderLineItem[]; onClose: () => void; onDone: () => void }) {
  const api = useOrdersApi();
  const notify = useService(NotificationBus);
  const form = useForm<Values>({
    initial: {
      ...Object.fromEntries(lines.map((line, i) => [qtyKey(i), line.openQuantity])),
      target: 'new',
      shipmentSearch: '',
      shipmentId: '',
      'shipment.reference': '',
      'shipment.mode': 'FCL',
      'shipment.carrier': '',
      'shipment.pol': order.pol ?? '',
      'shipment.pod': order.pod ?? '',
      'shipment.etd': '',
      'shipment.eta': '',
    },
    validate: (v) => problems(v, lines),
    submit: async (v) => {
      const answer = await api.createShipment(order._id, bodyOf(v, lines));
      notify.outcome(answer.ok, {
        success: `Shipment ${answer.data?.shipmentReference ?? ''} booked with ${lines.length} line${lines.length === 1 ? '' : 's'}`,
        failure: `Could not create the shipment: ${answer.errorMessage ?? 'Server Error'}`,
      });
      return answer;
    },
    onSuccess: () => {
      onClose();
      onDone();
    },
  });
  const v = form.values;
  const existing = v.target === 'existing';
  const search = v.shipmentSearch.trim();
  const shipments = useAnswer(() => api.searchShipments(search), existing ? `shipments:${search}` : undefined);
  return (
    <FormDialog form={form} title={`Create shipment from ${lines.length} line${lines.length === 1 ? '' : 's'}`} onClose={onClose} submit={{ text: 'Create shipment', icon: 'add' }} width={640}>
      <HTMLTable compact aria-label="Lines to ship" style={{ width: '100%', marginBottom: 8 }}>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Open</th>
            <th scope="col">Quantity to ship</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, i) => {
            const name = qtyKey(i);
            return (
              <tr key={line._id}>
                <th scope="row" style={{ fontWeight: 'normal' }}>
                  {line.lineNo}. {line.sku} <span className={Classes.TEXT_MUTED}>{line.description}</span>
                </th>
                <td>
                  {line.openQuantity} {line.unit}
                </td>
                <td>
                  <InputGroup {...form.input(name)} size="small" inputMode="decimal" aria-label={`Quantity to ship, line ${line.lineNo}`} intent={form.errors[name] ? 'danger' : 'none'} style={{ width: 110 }} />
                  <FieldError id={`${form.idOf(name)}-error`}>{form.errors[name]}</FieldError>
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
      <RadioGroup label="Shipment" inline selectedValue={v.target} onChange={(e) => form.set('target', e.currentTarget.value)}>
        <Radio label="New shipment" value="new" />
        <Radio label="Existing shipment" value="existing" />
      </RadioGroup>
      {existing ? (
        <>
          <FormField form={form} name="shipmentSearch" label="Find shipment" help="Its reference, booking or B/L number">
            <InputGroup {...form.input('shipmentSearch')} type="search" leftIcon="search" />
          </FormField>
          <FormField form={form} name="shipmentId" label="Shipment reference" required help={shipments.error ? `Could not load the shipments: ${shipments.error}` : undefined}>
            <HTMLSelect {...form.input('shipmentId')} fill>
              <option value="">{shipments.isFetching ? 'Loading shipments…' : shipments.data?.items.length ? 'Choose a shipment…' : 'No shipment found'}</option>
              {(shipments.data?.items ?? []).map((s) => (
                <option key={s._id} value={s._id}>
                  {s.reference} · {s.pol} → {s.pod} · ETD {formatDate(s.etd)}
                </option>
              ))}
            </HTMLSelect>
          </FormField>
        </>
      ) : (
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 12 }}>
          <FormField form={form} name="shipment.mode" label="Mode" required>
            <HTMLSelect {...form.input('shipment.mode')} fill options={[{ value: 'FCL', label: 'FCL (full containers)' }, { value: 'LCL', label: 'LCL (less than a container)' }]} />
          </FormField>
          <FormField form={form} name="shipment.carrier" label="Carrier" required>
            <HTMLSelect {...form.input('shipment.carrier')} fill>
              <option value="">Choose a carrier…</option>
              {OCEAN_CARRIERS.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name} ({c.code})
                </option>
              ))}
            </HTMLSelect>
          </FormField>
          <PortPickerField form={form} name="shipment.pol" label="Port of loading" kind="PORT" required />
          <PortPickerField form={form} name="shipment.pod" label="Port of discharge" kind="PORT" required />
          <FormField form={form} name="shipment.etd" label="ETD" required>
            <InputGroup {...form.input('shipment.etd')} type="date" />
          </FormField>
          <FormField form={form} name="shipment.eta" label="ETA" required>
            <InputGroup {...form.input('shipment.eta')} type="date" />
          </FormField>
          <FormField form={form} name="shipment.reference" label="Reference" help={`Left empty: ${order.poNumber}-<n>`}>
            <InputGroup {...form.input('shipment.reference')} />
          </FormField>
        </div>
      )}
    </FormDialog>
  );
}
