import { Button, Callout, HTMLSelect, HTMLTable, InputGroup } from '@blueprintjs/core';
import { FieldError, FormDialog, FormField, NotificationBus, PortPickerField, useForm, useService } from '@portolan/sdk';
import { CHARGE_TYPES, CONTAINER_SIZES, DAY_BASES, DIRECTIONS } from '../../../shared/states';
import type { DndTariff } from '../../../shared/types';
import { useDndApi } from '../../api/dndApi';
import { CHARGE_TYPE_TITLES, DIRECTION_TITLES } from '../common/dndWords';
import { tariffOf, tariffProblems, tariffValues, type TariffValues } from './tariffFormValues';

const GROUPS = ['DRY', 'REEFER', 'OPEN_TOP', 'FLAT_RACK', 'TANK'] as const;

/** A tier cell: the input with its error beneath (client check or the server's 400 naming `tiers.<i>.<column>`). */
function TierCell({ form, name, label, placeholder }: { form: ReturnType<typeof useForm<TariffValues>>; name: string; label: string; placeholder?: string }) {
  const error = form.errors[name];
  return (
    <td>
      <InputGroup {...form.input(name)} size="small" aria-label={label} placeholder={placeholder} intent={error ? 'danger' : 'none'} style={{ width: 110 }} />
      <FieldError id={`${form.idOf(name)}-error`} maxWidth={220}>
        {error}
      </FieldError>
    </td>
  );
}

/** Create or edit a tariff: its box, port and direction, free time, and the per-diem tiers (the last open-ended). */
export function TariffDialog({ tariff, onClose, onDone }: { tariff?: DndTariff; onClose: () => void; onDone: () => void }) {
  const api = useDndApi();
  const notify = useService(NotificationBus);
  const form = useForm<TariffValues>({
    initial: tariffValues(tariff),
    validate: tariffProblems,
    submit: async (v) => {
      const answer = await api.saveTariff(tariffOf(v), tariff);
      notify.outcome(answer.ok, { success: tariff ? 'Tariff saved; clocks re-priced' : 'Tariff added; clocks re-priced', failure: `Could not save the tariff: ${answer.errorMessage ?? 'Server Error'}` });
      return answer;
    },
    onSuccess: () => {
      onClose();
      onDone();
    },
  });
  const count = Number(form.values.tierCount) || 0;
  const addTier = () => {
    const lastTo = form.values[`tiers.${count - 1}.toDay`];
    const lastFrom = Number(form.values[`tiers.${count - 1}.fromDay`]);
    if (count > 0 && !lastTo && Number.isFinite(lastFrom)) form.set(`tiers.${count - 1}.toDay`, String(lastFrom + 4));
    const nextFrom = count === 0 ? Number(form.values.freeDays || 0) + 1 : Number(lastTo || lastFrom + 4) + 1;
    form.set(`tiers.${count}.fromDay`, Number.isFinite(nextFrom) ? String(nextFrom) : '');
    form.set(`tiers.${count}.toDay`, '');
    form.set(`tiers.${count}.perDiem`, '');
    form.set('tierCount', String(count + 1));
  };
  const removeTier = (index: number) => {
    for (let i = index; i < count - 1; i++) for (const c of ['fromDay', 'toDay', 'perDiem']) form.set(`tiers.${i}.${c}`, form.values[`tiers.${i + 1}.${c}`] ?? '');
    for (const c of ['fromDay', 'toDay', 'perDiem']) form.set(`tiers.${count - 1}.${c}`, '');
    form.set('tierCount', String(count - 1));
  };
  return (
    <FormDialog form={form} title={tariff ? `Edit tariff ${tariff.carrier} ${tariff.port}` : 'New D&D tariff'} onClose={onClose} submit={{ text: tariff ? 'Save tariff' : 'Add tariff', intent: 'primary' }} width={780}>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: '0 8px' }}>
        <FormField form={form} name="carrier" label="Carrier (SCAC)" required>
          <InputGroup {...form.input('carrier')} maxLength={4} />
        </FormField>
        <PortPickerField form={form} name="port" label="Port" kind="PORT" required />
        <FormField form={form} name="direction" label="Direction" required>
          <HTMLSelect {...form.input('direction')} options={DIRECTIONS.map((d) => ({ value: d, label: DIRECTION_TITLES[d] }))} />
        </FormField>
        <FormField form={form} name="chargeType" label="Charge" required>
          <HTMLSelect {...form.input('chargeType')} options={CHARGE_TYPES.map((c) => ({ value: c, label: CHARGE_TYPE_TITLES[c] }))} />
        </FormField>
        <FormField form={form} name="size" label="Size" required>
          <HTMLSelect {...form.input('size')} options={CONTAINER_SIZES.map((s) => ({ value: s, label: `${s}'` }))} />
        </FormField>
        <FormField form={form} name="group" label="Group" required>
          <HTMLSelect {...form.input('group')} options={GROUPS.map((g) => ({ value: g, label: g.replace('_', ' ').toLowerCase() }))} />
        </FormField>
        <FormField form={form} name="freeDays" label="Free days" required>
          <InputGroup {...form.input('freeDays')} inputMode="numeric" />
        </FormField>
        <FormField form={form} name="dayBasis" label="Free days count" required>
          <HTMLSelect {...form.input('dayBasis')} options={DAY_BASES.map((b) => ({ value: b, label: b === 'WORKING' ? 'Working days' : 'Calendar days' }))} />
        </FormField>
        <FormField form={form} name="currency" label="Currency" required>
          <InputGroup {...form.input('currency')} maxLength={3} />
        </FormField>
        <FormField form={form} name="validFrom" label="Valid from" required>
          <InputGroup {...form.input('validFrom')} type="date" />
        </FormField>
        <FormField form={form} name="validTo" label="Valid to">
          <InputGroup {...form.input('validTo')} type="date" />
        </FormField>
        <FormField form={form} name="source" label="Source (tariff rule, URL)">
          <InputGroup {...form.input('source')} />
        </FormField>
      </div>
      {form.values.dayBasis === 'WORKING' && (
        <FormField form={form} name="holidays" label="Port holidays" help="Days (YYYY-MM-DD) that do not use free time, besides the weekend; comma separated">
          <InputGroup {...form.input('holidays')} />
        </FormField>
      )}
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={{ fontWeight: 600 }}>Per-diem tiers</legend>
        {form.errors.tiers && (
          <Callout intent="danger" compact role="alert">
            {form.errors.tiers}
          </Callout>
        )}
        <HTMLTable compact aria-label="Tiers">
          <thead>
            <tr>
              <th>From day</th>
              <th>To day</th>
              <th>Per diem</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: count }, (_, i) => (
              <tr key={i}>
                <TierCell form={form} name={`tiers.${i}.fromDay`} label={`Tier ${i + 1} from day`} />
                <TierCell form={form} name={`tiers.${i}.toDay`} label={`Tier ${i + 1} to day`} placeholder={i === count - 1 ? 'open-ended' : undefined} />
                <TierCell form={form} name={`tiers.${i}.perDiem`} label={`Tier ${i + 1} per diem`} placeholder="75.00" />
                <td>{count > 1 && <Button size="small" variant="minimal" icon="cross" aria-label={`Remove tier ${i + 1}`} onClick={() => removeTier(i)} />}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        <Button size="small" icon="add" text="Add tier" onClick={addTier} />
        <p style={{ fontSize: 12, margin: '4px 0 0' }}>Days count from the start of the clock: the first tier starts the day after the free days; only the last tier is open-ended.</p>
      </fieldset>
    </FormDialog>
  );
}
