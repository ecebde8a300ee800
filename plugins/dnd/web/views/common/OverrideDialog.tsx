import { HTMLSelect, InputGroup, NumericInput, TextArea } from '@blueprintjs/core';
import { FormDialog, FormField, NotificationBus, isDecimal, useForm, useService } from '@portolan/sdk';
import { CHARGE_TYPES, DAY_BASES, DIRECTIONS, type ChargeType, type DayBasis, type Direction, type OverrideScope } from '../../../shared/states';
import type { DndOverride, NewDndOverride } from '../../../shared/types';
import { useDndApi } from '../../api/dndApi';
import { CHARGE_TYPE_TITLES, DIRECTION_TITLES } from './dndWords';

type Values = { scope: string; shipmentId: string; contractRef: string; carrier: string; direction: string; chargeType: string; freeDays: string; dayBasis: string; discountPercent: string; note: string };

const valuesOf = (o?: DndOverride, shipmentId?: string): Values => ({
  scope: o?.scope ?? 'SHIPMENT',
  shipmentId: o?.shipmentId ?? shipmentId ?? '',
  contractRef: o?.contractRef ?? '',
  carrier: o?.carrier ?? '',
  direction: o?.direction ?? '',
  chargeType: o?.chargeType ?? '',
  freeDays: o ? String(o.freeDays) : '',
  dayBasis: o?.dayBasis ?? '',
  discountPercent: o?.discountPercent ?? '',
  note: o?.note ?? '',
});

function check(v: Values) {
  const errors: Record<string, string> = {};
  if (v.scope === 'SHIPMENT' && !v.shipmentId.trim()) errors.shipmentId = 'Choose the shipment';
  if (v.scope === 'CONTRACT' && !v.contractRef.trim()) errors.contractRef = 'Enter the contract reference';
  if (!/^\d{1,3}$/.test(v.freeDays.trim())) errors.freeDays = 'Enter the negotiated free days (0–999)';
  if (v.discountPercent.trim() && (!isDecimal(v.discountPercent.trim()) || Number(v.discountPercent) > 100)) errors.discountPercent = 'A percent from 0 to 100, like 10 or 12.5';
  return errors;
}

const orNull = (s: string) => (s.trim() ? s.trim() : null);

/**
 * Negotiated free time (an override of a shipment or a contract): create, or edit the one given.
 * `shipment` fixes the scope to that shipment (from a shipment's row or its D&D tab).
 */
export function OverrideDialog({ override, shipment, onClose, onDone }: { override?: DndOverride; shipment?: { _id: string; reference: string }; onClose: () => void; onDone: () => void }) {
  const api = useDndApi();
  const notify = useService(NotificationBus);
  const form = useForm<Values>({
    initial: valuesOf(override, shipment?._id),
    validate: check,
    submit: async (v) => {
      const data: NewDndOverride = {
        scope: v.scope as OverrideScope,
        shipmentId: v.scope === 'SHIPMENT' ? v.shipmentId.trim() : null,
        contractRef: v.scope === 'CONTRACT' ? v.contractRef.trim() : null,
        carrier: orNull(v.carrier.toUpperCase()),
        direction: (orNull(v.direction) as Direction | null) ?? null,
        chargeType: (orNull(v.chargeType) as ChargeType | null) ?? null,
        freeDays: Number(v.freeDays),
        dayBasis: (orNull(v.dayBasis) as DayBasis | null) ?? null,
        discountPercent: orNull(v.discountPercent),
        note: orNull(v.note),
      };
      const answer = await api.saveOverride(data, override);
      notify.outcome(answer.ok, { success: override ? 'Override saved' : 'Negotiated free time added', failure: `Could not save the override: ${answer.errorMessage ?? 'Server Error'}` });
      return answer;
    },
    onSuccess: () => {
      onClose();
      onDone();
    },
  });
  const title = override ? 'Edit negotiated free time' : shipment ? `Add negotiated free time to ${shipment.reference}` : 'New negotiated free time';
  return (
    <FormDialog form={form} title={title} onClose={onClose} submit={{ text: override ? 'Save' : 'Add', intent: 'primary' }} width={560}>
      {!shipment && (
        <FormField form={form} name="scope" label="Applies to" required>
          <HTMLSelect {...form.input('scope')} options={[{ value: 'SHIPMENT', label: 'One shipment' }, { value: 'CONTRACT', label: 'Every shipment on a contract' }]} />
        </FormField>
      )}
      {!shipment && form.values.scope === 'SHIPMENT' && (
        <FormField form={form} name="shipmentId" label="Shipment id" required help={override?.shipmentReference ?? undefined}>
          <InputGroup {...form.input('shipmentId')} />
        </FormField>
      )}
      {form.values.scope === 'CONTRACT' && (
        <FormField form={form} name="contractRef" label="Contract reference" required>
          <InputGroup {...form.input('contractRef')} />
        </FormField>
      )}
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr 1fr', gap: 8 }}>
        <FormField form={form} name="carrier" label="Carrier (SCAC)" help="Empty: any">
          <InputGroup {...form.input('carrier')} maxLength={4} />
        </FormField>
        <FormField form={form} name="direction" label="Direction">
          <HTMLSelect {...form.input('direction')} options={[{ value: '', label: 'Any' }, ...DIRECTIONS.map((d) => ({ value: d, label: DIRECTION_TITLES[d] }))]} />
        </FormField>
        <FormField form={form} name="chargeType" label="Charge">
          <HTMLSelect {...form.input('chargeType')} options={[{ value: '', label: 'Any' }, ...CHARGE_TYPES.map((c) => ({ value: c, label: CHARGE_TYPE_TITLES[c] }))]} />
        </FormField>
        <FormField form={form} name="freeDays" label="Free days" required>
          <NumericInput id={form.idOf('freeDays')} name="freeDays" value={form.values.freeDays} onValueChange={(_, s) => form.set('freeDays', s)} min={0} max={999} fill buttonPosition="none" aria-invalid={Boolean(form.errors.freeDays)} />
        </FormField>
        <FormField form={form} name="dayBasis" label="Day basis">
          <HTMLSelect {...form.input('dayBasis')} options={[{ value: '', label: "The tariff's" }, ...DAY_BASES.map((b) => ({ value: b, label: b === 'WORKING' ? 'Working days' : 'Calendar days' }))]} />
        </FormField>
        <FormField form={form} name="discountPercent" label="Per-diem discount %">
          <InputGroup {...form.input('discountPercent')} inputMode="decimal" />
        </FormField>
      </div>
      <FormField form={form} name="note" label="Note">
        <TextArea {...form.input('note')} fill rows={2} maxLength={1000} />
      </FormField>
    </FormDialog>
  );
}
