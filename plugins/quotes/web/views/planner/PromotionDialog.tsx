import { HTMLSelect, InputGroup, Switch } from '@blueprintjs/core';
import { FormDialog, FormField, HttpClient, NotificationBus, PortPickerField, useForm, useService } from '@portolan/sdk';
import { CONTAINER_TYPES } from '@portolan/sdk/shared';
import { QUOTES_API, type Promotion } from '../../../shared/types';
import { localDayIn, localToday } from './laneForm';

type PromoValues = { origin: string; destination: string; containerType: string; headline: string; validUntil: string; active: string };
const LOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;

/** Create or edit one of the caller's promotions; the server's 400 shows beside its field. */
export function PromotionDialog({ promotion, onClose, onSaved }: { promotion?: Promotion; onClose: () => void; onSaved: () => void }) {
  const http = useService(HttpClient);
  const notify = useService(NotificationBus);
  const form = useForm<PromoValues>({
    initial: promotion
      ? { origin: promotion.origin, destination: promotion.destination, containerType: promotion.containerType, headline: promotion.headline, validUntil: promotion.validUntil, active: promotion.active ? 'true' : 'false' }
      : { origin: '', destination: '', containerType: '22G1', headline: '', validUntil: localDayIn(30), active: 'true' },
    validate: (v) => ({
      origin: LOCODE.test(v.origin) ? undefined : 'Pick the origin port',
      destination: !LOCODE.test(v.destination) ? 'Pick the destination port' : v.destination === v.origin ? 'The destination must differ from the origin' : undefined,
      headline: v.headline.trim() ? undefined : 'What customers read on the card',
      validUntil: v.validUntil >= localToday() ? undefined : 'Today or later',
    }),
    submit: async (v) => {
      const data = { origin: v.origin, destination: v.destination, containerType: v.containerType, headline: v.headline.trim(), validUntil: v.validUntil, active: v.active === 'true' };
      const result = promotion ? await http.post(`${QUOTES_API.promotions}/${promotion._id}/`, { data: { ...data, version: promotion.version } }) : await http.post(QUOTES_API.promotions, { data });
      notify.outcome(result.ok, { success: promotion ? 'Promotion updated' : 'Promotion created', failure: promotion ? 'Failed to update the promotion' : 'Failed to create the promotion' });
      return result;
    },
    onSuccess: onSaved,
  });
  return (
    <FormDialog form={form} title={promotion ? 'Edit promotion' : 'New promotion'} onClose={onClose} submit={{ text: promotion ? 'Save promotion' : 'Create promotion' }} label="Promotion">
      <PortPickerField form={form} name="origin" label="Origin port" kind="PORT" required />
      <PortPickerField form={form} name="destination" label="Destination port" kind="PORT" required />
      <FormField form={form} name="containerType" label="Container type">
        <HTMLSelect {...form.input('containerType')} options={CONTAINER_TYPES.map((t) => ({ value: t.code, label: `${t.name} (${t.code})` }))} />
      </FormField>
      <FormField form={form} name="headline" label="Headline" required>
        <InputGroup {...form.input('headline')} maxLength={160} />
      </FormField>
      <FormField form={form} name="validUntil" label="Valid until" required>
        <InputGroup {...form.input('validUntil')} type="date" />
      </FormField>
      <Switch label="Shown to customers" checked={form.values.active === 'true'} onChange={(e) => form.set('active', e.currentTarget.checked ? 'true' : 'false')} />
    </FormDialog>
  );
}
