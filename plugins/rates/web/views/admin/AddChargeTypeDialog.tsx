import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import { FormDialog, FormField, NotificationBus, type ResourceStore, useForm, useService } from '@portolan/sdk';
import { CHARGE_BASES, CHARGE_STAGES, type ChargeType } from '../../../shared/types';
import { basisLabel, chargeTypeProblems, type ChargeTypeValues } from './chargeTypeProblems';
import { conflictOnField } from './conflictOnField';

/** "Add charge type": code, name, basis, stage → `POST chargetype/`; a code already in the catalogue is the server's 409, said beside the code. */
export function AddChargeTypeDialog({ store, onClose, onDone }: { store: ResourceStore<ChargeType>; onClose: () => void; onDone: () => void }) {
  const notify = useService(NotificationBus);
  const form = useForm<ChargeTypeValues>({
    initial: { code: '', name: '', basis: 'PER_CONTAINER', stage: 'ORIGIN' },
    validate: chargeTypeProblems,
    submit: async (v) => {
      const answer = await store.create({ code: v.code, name: v.name.trim(), basis: v.basis, stage: v.stage }, undefined, { fetchDetails: false });
      notify.outcome(answer.ok, { success: `Charge type ${v.code} added`, failure: 'Failed to add the charge type' });
      return conflictOnField(answer, ['code']);
    },
    onSuccess: () => {
      onDone();
      onClose();
    },
  });
  const code = form.input('code');
  return (
    <FormDialog form={form} title="Add a charge type" onClose={onClose} submit={{ text: 'Add charge type' }} label="Add charge type">
      <FormField form={form} name="code" label="Code" required help="2–10 upper-case letters or digits, e.g. ISPS">
        <InputGroup {...code} onChange={(e) => form.set('code', e.target.value.toUpperCase())} maxLength={10} autoFocus intent={form.errors.code ? 'danger' : 'none'} />
      </FormField>
      <FormField form={form} name="name" label="Name" required>
        <InputGroup {...form.input('name')} intent={form.errors.name ? 'danger' : 'none'} />
      </FormField>
      <FormField form={form} name="basis" label="Basis" required>
        <HTMLSelect {...form.input('basis')} fill>
          {CHARGE_BASES.map((b) => (
            <option key={b} value={b}>
              {basisLabel(b)}
            </option>
          ))}
        </HTMLSelect>
      </FormField>
      <FormField form={form} name="stage" label="Stage" required>
        <HTMLSelect {...form.input('stage')} fill>
          {CHARGE_STAGES.map((s) => (
            <option key={s} value={s}>
              {s.toLowerCase()}
            </option>
          ))}
        </HTMLSelect>
      </FormField>
    </FormDialog>
  );
}
