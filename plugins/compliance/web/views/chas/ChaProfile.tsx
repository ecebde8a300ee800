import { Button, Callout } from '@blueprintjs/core';
import { Entitlements, NotificationBus, useForm, useService } from '@portolan/sdk';
import type { ChaRecord } from '../../../shared/types';
import { useChaApi } from '../../api/chaApi';
import { ChaFields } from './ChaFields';
import { chaData, chaProblems, chaValues, type ChaValues } from './chaFormValues';

/** The Profile tab of a CHA: its details as a form (Save with the version it was loaded at; Enter saves). */
export function ChaProfile({ cha, onSaved }: { cha: ChaRecord; onSaved: () => void }) {
  const api = useChaApi();
  const notify = useService(NotificationBus);
  const canUpdate = useService(Entitlements).isAllowed('chas', 'Update');
  const form = useForm<ChaValues>({
    initial: chaValues(cha),
    validate: chaProblems,
    submit: async (v) => {
      const answer = await api.update(cha, chaData(v));
      notify.outcome(answer.ok, { success: `${v.name.trim()} saved`, failure: `Could not save the agent: ${answer.errorMessage ?? 'Server Error'}` });
      return answer;
    },
    onSuccess: onSaved,
  });
  return (
    <form onSubmit={(e) => void form.onSubmit(e)} noValidate aria-label={`Profile of ${cha.name}`} style={{ maxWidth: 820 }}>
      <fieldset disabled={!canUpdate} style={{ border: 0, padding: 0, margin: 0 }}>
        <ChaFields form={form} disabled={!canUpdate} />
      </fieldset>
      {form.formError && (
        <Callout intent="danger" role="alert" style={{ marginBottom: 8 }}>
          {form.formError.message}
          {form.conflict && <Button size="small" variant="minimal" intent="danger" text="Reload" onClick={onSaved} />}
        </Callout>
      )}
      {canUpdate && <Button type="submit" intent="primary" icon="floppy-disk" text="Save profile" loading={form.submitting} />}
    </form>
  );
}
