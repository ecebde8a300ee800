import { useEffect } from 'react';
import { Button, Callout, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { FormField, NotificationBus, isDecimal, compareDecimals, useForm, useService, type FieldErrors } from '@portolan/sdk';
import { PARTNER_BANKS, type PartnerBank } from '../../../shared/states';
import type { RegularizationSettings } from '../../../shared/types';
import { useRegularizationApi } from '../../api/regularizationApi';

type Values = { realizationMonths: string; tolerancePercent: string; bank: string };
type Saved = RegularizationSettings & { version?: number };

function validate(v: Values): FieldErrors {
  const errors: FieldErrors = {};
  const months = Number(v.realizationMonths);
  if (!/^\d+$/.test(v.realizationMonths.trim()) || months < 1 || months > 36) errors.realizationMonths = 'Enter whole months from 1 to 36';
  const tolerance = v.tolerancePercent.trim();
  if (!isDecimal(tolerance, 2) || tolerance.startsWith('-') || compareDecimals(tolerance, '10') > 0) errors.tolerancePercent = 'Enter a percentage from 0 to 10 with at most 2 decimals';
  if (!(v.bank in PARTNER_BANKS)) errors.bank = 'Choose the bank';
  return errors;
}

const valuesOf = (s: Saved): Values => ({ realizationMonths: String(s.realizationMonths), tolerancePercent: s.tolerancePercent, bank: s.bank });

/** The company's regularization settings: realization period, tolerance and the bank batches go to (saved with the version read). */
export function SettingsForm({ settings, onSaved, canEdit }: { settings: Saved; onSaved: (saved: Saved) => void; canEdit: boolean }) {
  const api = useRegularizationApi();
  const notify = useService(NotificationBus);
  const form = useForm<Values>({
    initial: valuesOf(settings),
    validate,
    submit: async (v) => {
      const answer = await api.saveSettings({ realizationMonths: Number(v.realizationMonths), tolerancePercent: v.tolerancePercent.trim(), bank: v.bank as PartnerBank, version: settings.version });
      notify.outcome(answer.ok, { success: 'Settings saved', failure: `Failed to save the settings: ${answer.errorMessage ?? 'Server Error'}` });
      if (answer.ok && answer.data) onSaved(answer.data);
      return answer;
    },
  });
  const { reset } = form;
  useEffect(() => reset(valuesOf(settings)), [settings, reset]);
  return (
    <form onSubmit={(e) => void form.onSubmit(e)} noValidate aria-label="Regularization settings" style={{ maxWidth: 520 }}>
      <FormField form={form} name="realizationMonths" label="Realization period (months from the date of export)" required help="RBI: nine months unless your bank agreed otherwise">
        <InputGroup {...form.input('realizationMonths')} inputMode="numeric" disabled={!canEdit} />
      </FormField>
      <FormField form={form} name="tolerancePercent" label="Tolerance (% of the invoice value)" required help="Bank charges withheld abroad: a bill within the tolerance is realized">
        <InputGroup {...form.input('tolerancePercent')} inputMode="decimal" disabled={!canEdit} />
      </FormField>
      <FormField form={form} name="bank" label="Bank batches are pushed to" required>
        <HTMLSelect {...form.input('bank')} disabled={!canEdit} options={Object.entries(PARTNER_BANKS).map(([value, label]) => ({ value, label }))} />
      </FormField>
      {form.formError && (
        <Callout intent="danger" role="alert" style={{ marginBottom: 8 }}>
          {form.formError.message}
        </Callout>
      )}
      {canEdit && <Button type="submit" intent="primary" icon="floppy-disk" text="Save settings" loading={form.submitting} />}
    </form>
  );
}
