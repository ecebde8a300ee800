import { NotificationBus, FormDialog, useForm, useService } from '@portolan/sdk';
import type { ChaRecord } from '../../../shared/types';
import { useChaApi } from '../../api/chaApi';
import { ChaFields } from './ChaFields';
import { chaData, chaProblems, chaValues, type ChaValues } from './chaFormValues';

/** "New CHA": the agent's name, licence, PAN, ports and contact; the server's 400 shows beside the field it names. */
export function NewChaDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (cha: ChaRecord) => void }) {
  const api = useChaApi();
  const notify = useService(NotificationBus);
  const form = useForm<ChaValues>({
    initial: chaValues(),
    validate: chaProblems,
    submit: async (v) => {
      const answer = await api.create(chaData(v));
      notify.outcome(answer.ok, { success: `Customs house agent ${v.name.trim()} added`, failure: `Could not add the agent: ${answer.errorMessage ?? 'Server Error'}` });
      return answer;
    },
    onSuccess: (answer) => {
      const record = (answer.data as { record?: ChaRecord } | undefined)?.record;
      onClose();
      if (record) onCreated(record);
    },
  });
  return (
    <FormDialog form={form} title="New CHA" onClose={onClose} submit={{ text: 'Add agent', icon: 'add' }} width={640}>
      <ChaFields form={form} />
    </FormDialog>
  );
}
