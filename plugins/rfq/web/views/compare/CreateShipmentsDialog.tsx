import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import { FormDialog, FormField, useForm, type ApiResult } from '@portolan/sdk';
import type { AwardedLane, ShipmentFromLane } from '../../../shared/types';

type Values = { vendorCompanyId: string; reference: string; containers: string; etd: string; eta: string; carrier: string; commodity: string };

export interface CreateShipmentsDialogProps {
  /** The lane's awarded rows (one per vendor it was allocated to). */
  awards: AwardedLane[];
  /** The carrier each vendor named in its bid on the lane (the default). */
  carriers: Record<string, string | null>;
  onClose: () => void;
  onSubmit: (shipments: ShipmentFromLane[]) => Promise<ApiResult<unknown>>;
}

/** "Create shipments…" from an awarded lane: the vendor (of the lane's allocations), reference, containers, ETD, ETA, carrier (the bid's by default). */
export function CreateShipmentsDialog({ awards, carriers, onClose, onSubmit }: CreateShipmentsDialogProps) {
  const first = awards[0];
  const form = useForm<Values>({
    initial: { vendorCompanyId: first.vendorCompanyId, reference: '', containers: '1', etd: '', eta: '', carrier: carriers[first.vendorCompanyId] ?? '', commodity: '' },
    validate: (v) => ({
      reference: v.reference.trim() ? undefined : 'Give the shipment a reference',
      containers: /^\d+$/.test(v.containers.trim()) && Number(v.containers) >= 1 && Number(v.containers) <= 200 ? undefined : 'From 1 to 200 containers',
      etd: v.etd ? undefined : 'Give the departure date',
      eta: !v.eta ? 'Give the arrival date' : v.etd && v.eta < v.etd ? 'Arrival cannot be before departure' : undefined,
    }),
    submit: (v) =>
      onSubmit([
        {
          vendorCompanyId: v.vendorCompanyId,
          reference: v.reference.trim(),
          containers: Number(v.containers),
          etd: v.etd,
          eta: v.eta,
          carrier: v.carrier.trim() || null,
          ...(v.commodity.trim() && { commodity: v.commodity.trim() }),
        },
      ]),
  });
  return (
    <FormDialog form={form} title={`Create shipment: ${first.origin} → ${first.destination}, ${first.containerType}`} onClose={onClose} submit={{ text: 'Create shipment', icon: 'add' }}>
      <FormField form={form} name="vendorCompanyId" label="Vendor" required>
        <HTMLSelect
          {...form.input('vendorCompanyId')}
          fill
          onChange={(e) => {
            form.set('vendorCompanyId', e.target.value);
            if (!form.values.carrier || form.values.carrier === (carriers[form.values.vendorCompanyId] ?? '')) form.set('carrier', carriers[e.target.value] ?? '');
          }}
          options={awards.map((a) => ({ value: a.vendorCompanyId, label: `${a.vendorName} (${a.sharePct} %)` }))}
        />
      </FormField>
      <FormField form={form} name="reference" label="Reference" required>
        <InputGroup {...form.input('reference')} />
      </FormField>
      <FormField form={form} name="containers" label={`Containers (${first.containerType})`} required>
        <InputGroup {...form.input('containers')} inputMode="numeric" />
      </FormField>
      <FormField form={form} name="etd" label="ETD" required>
        <InputGroup {...form.input('etd')} type="date" />
      </FormField>
      <FormField form={form} name="eta" label="ETA" required>
        <InputGroup {...form.input('eta')} type="date" />
      </FormField>
      <FormField form={form} name="carrier" label="Carrier" help="The carrier of the vendor's bid unless you change it">
        <InputGroup {...form.input('carrier')} />
      </FormField>
      <FormField form={form} name="commodity" label="Commodity">
        <InputGroup {...form.input('commodity')} />
      </FormField>
    </FormDialog>
  );
}
