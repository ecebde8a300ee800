import { HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { CONTAINER_TYPES, FormDialog, FormField, NotificationBus, PortPickerField, containerNumberProblem, iso6346CheckDigit, normalizeContainerNumber, useForm, useService } from '@portolan/sdk';
import { CONDITIONS, INVENTORY_STATES, OWNERSHIPS, type Condition, type InventoryState, type Ownership } from '../../../shared/states';
import type { InventoryContainer, NewInventoryContainer } from '../../../shared/types';
import { useDndApi } from '../../api/dndApi';
import { CONDITION_TITLES, INVENTORY_STATE_TITLES, OWNERSHIP_TITLES } from './inventoryWords';

type Values = { number: string; isoType: string; ownership: string; lessor: string; leaseReference: string; leaseEnd: string; status: string; location: string; condition: string; nextAvailableOn: string; manufacturedYear: string; notes: string };

const valuesOf = (c?: InventoryContainer): Values => ({
  number: c?.number ?? '',
  isoType: c?.isoType ?? '22G1',
  ownership: c?.ownership ?? 'OWNED',
  lessor: c?.lessor ?? '',
  leaseReference: c?.leaseReference ?? '',
  leaseEnd: c?.leaseEnd ?? '',
  status: c?.status ?? 'AVAILABLE',
  location: c?.location ?? '',
  condition: c?.condition ?? 'SOUND',
  nextAvailableOn: c?.nextAvailableOn ?? '',
  manufacturedYear: c?.manufacturedYear ? String(c.manufacturedYear) : '',
  notes: c?.notes ?? '',
});

/** What the number's check digit says while the user types: valid, the digit expected, or the format. */
export function checkDigitFeedback(text: string): { ok: boolean; message: string } | undefined {
  const number = normalizeContainerNumber(text);
  if (!number) return undefined;
  const problem = containerNumberProblem(number);
  if (!problem) return { ok: true, message: `Check digit ${number[10]} is valid` };
  const expected = number.length >= 10 ? iso6346CheckDigit(number.slice(0, 10)) : undefined;
  return { ok: false, message: expected !== undefined && number.length === 11 ? `Check digit should be ${expected}` : `The number ${problem}` };
}

function check(v: Values) {
  const errors: Record<string, string> = {};
  const problem = containerNumberProblem(v.number);
  if (problem) errors.number = `The number ${problem}`;
  if (v.ownership === 'LEASED' && !v.lessor.trim()) errors.lessor = 'Enter the lessor of a leased container';
  if (v.manufacturedYear && !/^(19|20)\d{2}$/.test(v.manufacturedYear)) errors.manufacturedYear = 'A year like 2019';
  return errors;
}

const orNull = (s: string) => (s.trim() ? s.trim() : null);

/** Add a container to the inventory or edit one. */
export function InventoryDialog({ container, onClose, onDone }: { container?: InventoryContainer; onClose: () => void; onDone: () => void }) {
  const api = useDndApi();
  const notify = useService(NotificationBus);
  const form = useForm<Values>({
    initial: valuesOf(container),
    validate: check,
    submit: async (v) => {
      const data: NewInventoryContainer = {
        number: normalizeContainerNumber(v.number),
        isoType: v.isoType,
        ownership: v.ownership as Ownership,
        lessor: v.ownership === 'LEASED' ? orNull(v.lessor) : null,
        leaseReference: v.ownership === 'LEASED' ? orNull(v.leaseReference) : null,
        leaseEnd: v.ownership === 'LEASED' ? orNull(v.leaseEnd) : null,
        status: v.status as InventoryState,
        location: orNull(v.location),
        condition: v.condition as Condition,
        nextAvailableOn: orNull(v.nextAvailableOn),
        manufacturedYear: v.manufacturedYear ? Number(v.manufacturedYear) : null,
        notes: orNull(v.notes),
      };
      const answer = await api.saveInventory(data, container);
      notify.outcome(answer.ok, { success: container ? 'Container saved' : 'Container added', failure: `Could not save the container: ${answer.errorMessage ?? 'Server Error'}` });
      return answer;
    },
    onSuccess: () => {
      onClose();
      onDone();
    },
  });
  const feedback = checkDigitFeedback(form.values.number);
  return (
    <FormDialog form={form} title={container ? `Edit ${container.number}` : 'Add container'} onClose={onClose} submit={{ text: container ? 'Save' : 'Add container', intent: 'primary' }} width={640}>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '0 10px' }}>
        <FormField form={form} name="number" label="Container number (ISO 6346)" required help={feedback && <span style={{ color: feedback.ok ? '#238551' : '#c87619' }}>{feedback.message}</span>}>
          <InputGroup {...form.input('number')} maxLength={13} placeholder="MSKU1234565" />
        </FormField>
        <FormField form={form} name="isoType" label="Type" required>
          <HTMLSelect {...form.input('isoType')} options={CONTAINER_TYPES.map((t) => ({ value: t.code, label: `${t.code} · ${t.name}` }))} />
        </FormField>
        <FormField form={form} name="ownership" label="Ownership" required>
          <HTMLSelect {...form.input('ownership')} options={OWNERSHIPS.map((o) => ({ value: o, label: OWNERSHIP_TITLES[o] }))} />
        </FormField>
        {form.values.ownership === 'LEASED' ? (
          <FormField form={form} name="lessor" label="Lessor" required>
            <InputGroup {...form.input('lessor')} />
          </FormField>
        ) : (
          <div />
        )}
        {form.values.ownership === 'LEASED' && (
          <>
            <FormField form={form} name="leaseReference" label="Lease reference">
              <InputGroup {...form.input('leaseReference')} />
            </FormField>
            <FormField form={form} name="leaseEnd" label="Lease ends">
              <InputGroup {...form.input('leaseEnd')} type="date" />
            </FormField>
          </>
        )}
        <FormField form={form} name="status" label="Status" required>
          <HTMLSelect {...form.input('status')} options={INVENTORY_STATES.map((s) => ({ value: s, label: INVENTORY_STATE_TITLES[s] }))} />
        </FormField>
        <FormField form={form} name="condition" label="Condition" required>
          <HTMLSelect {...form.input('condition')} options={CONDITIONS.map((c) => ({ value: c, label: CONDITION_TITLES[c] }))} />
        </FormField>
        <PortPickerField form={form} name="location" label="Location" kind="ANY" />
        <FormField form={form} name="nextAvailableOn" label="Next available on">
          <InputGroup {...form.input('nextAvailableOn')} type="date" />
        </FormField>
        <FormField form={form} name="manufacturedYear" label="Year built">
          <InputGroup {...form.input('manufacturedYear')} inputMode="numeric" maxLength={4} />
        </FormField>
      </div>
      <FormField form={form} name="notes" label="Notes">
        <TextArea {...form.input('notes')} fill rows={2} maxLength={2000} />
      </FormField>
    </FormDialog>
  );
}
