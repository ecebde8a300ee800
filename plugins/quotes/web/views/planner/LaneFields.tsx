import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import { FormField, PortPickerField, type FormState } from '@portolan/sdk';
import { CONTAINER_TYPES } from '@portolan/sdk/shared';
import type { LaneValues } from './laneForm';

export interface LaneFieldsProps {
  form: FormState<LaneValues>;
  /** `picker`: the SDK PortPicker (signed in: it asks the place lookup); `code`: a plain UN/LOCODE field (the public pages). */
  ports: 'picker' | 'code';
}

/** The lane of a planner: origin and destination, FCL container type and count or LCL weight and volume, the ready day. */
export function LaneFields({ form, ports }: LaneFieldsProps) {
  const code = (name: 'origin' | 'destination', label: string, placeholder: string) =>
    ports === 'picker' ? (
      <PortPickerField form={form} name={name} label={label} kind="PORT" required placeholder={placeholder} />
    ) : (
      <FormField form={form} name={name} label={label} required help="UN/LOCODE of the port">
        <InputGroup {...form.input(name)} placeholder={placeholder} maxLength={5} autoComplete="off" onChange={(e) => form.set(name, e.target.value.toUpperCase())} />
      </FormField>
    );
  return (
    <div className="planner-lane">
      {code('origin', 'Origin port', 'INNSA')}
      {code('destination', 'Destination port', 'NLRTM')}
      <FormField form={form} name="mode" label="Load">
        <HTMLSelect {...form.input('mode')} options={[{ value: 'FCL', label: 'Full containers (FCL)' }, { value: 'LCL', label: 'Less than a container (LCL)' }]} />
      </FormField>
      {form.values.mode === 'FCL' ? (
        <>
          <FormField form={form} name="containers" label="Container type">
            <HTMLSelect {...form.input('containers')} options={CONTAINER_TYPES.map((t) => ({ value: t.code, label: `${t.name} (${t.code})` }))} />
          </FormField>
          <FormField form={form} name="count" label="Containers" required>
            <InputGroup {...form.input('count')} type="number" min={1} max={99} inputMode="numeric" />
          </FormField>
        </>
      ) : (
        <>
          <FormField form={form} name="weightKg" label="Weight (kg)" required>
            <InputGroup {...form.input('weightKg')} inputMode="decimal" placeholder="1200" />
          </FormField>
          <FormField form={form} name="volumeM3" label="Volume (m³)" required>
            <InputGroup {...form.input('volumeM3')} inputMode="decimal" placeholder="4.5" />
          </FormField>
        </>
      )}
      <FormField form={form} name="readyOn" label="Cargo ready on" required>
        <InputGroup {...form.input('readyOn')} type="date" />
      </FormField>
    </div>
  );
}
