import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, InputGroup } from '@blueprintjs/core';
import { type DataColumn, formatDate, formatMoney, FormDialog, FormField, NotificationBus, type ResourceStore, ResourceTable, useForm, useResourceList, useService } from '@portolan/sdk';
import { RATES_API, type QuickBookOffer, type Rate } from '../../../shared/types';
import { carrierLabel } from '@portolan/sdk/shared';
import { publishOfferData, publishOfferProblems, type PublishValues } from './publishOfferProblems';

/** The live FCL rates of the company's inventory to pick one from. */
const RatePicker = observer(function RatePicker({ picked, onPick }: { picked?: string; onPick: (rate: Rate) => void }) {
  const list = useResourceList<Rate>({ base: RATES_API.inventory, url: false, pageSize: 20, fixed: { filter: { kind: 'FCL', validity: 'ACTIVE' } } });
  const columns: DataColumn<Rate>[] = [
    {
      id: 'pick',
      title: 'Pick',
      width: 80,
      render: (r) => (
        <Button size="small" variant={picked === r._id ? 'solid' : 'outlined'} intent={picked === r._id ? 'primary' : 'none'} text={picked === r._id ? 'Picked' : 'Pick'} aria-label={`Pick ${r.carrier ?? ''} ${r.origin} → ${r.destination} ${r.containerType ?? ''}`} onClick={() => onPick(r)} />
      ),
    },
    { id: 'lane', title: 'Lane', width: 150, render: (r) => `${r.origin} → ${r.destination}` },
    { id: 'carrier', title: 'Carrier', width: 150, render: (r) => carrierLabel(r.carrier, 'Any carrier') },
    { id: 'containerType', title: 'Container', width: 80, render: (r) => r.containerType ?? '—' },
    { id: 'amount', title: 'Amount', width: 120, render: (r) => formatMoney({ decimal: r.amount }, r.currency) },
    { id: 'validTo', title: 'Valid to', width: 110, render: (r) => formatDate(r.validTo) },
  ];
  return <ResourceTable<Rate> list={list} label="Your live FCL rates" columns={columns} columnChooser={false} search={{ label: 'Search your rates', placeholder: 'Port, carrier…' }} emptyText="No live FCL rate in your inventory" height={240} />;
});

/** "Publish offer" (a forwarder): one of its live FCL rates, the cargo-ready day and the expiry → `POST quickBook`, shared with its connected companies. */
export function PublishOfferDialog({ store, onClose, onDone }: { store: ResourceStore<QuickBookOffer>; onClose: () => void; onDone: () => void }) {
  const notify = useService(NotificationBus);
  const [rate, setRate] = useState<Rate | undefined>();
  const form = useForm<PublishValues>({
    initial: { rateId: '', count: '1', 'search.readyOn': '', expiresAt: '' },
    validate: (v) => publishOfferProblems(v, rate, new Date()),
    submit: async (v) => {
      const answer = await store.create(publishOfferData(v, rate!), undefined, { fetchDetails: false });
      notify.outcome(answer.ok, { success: 'Offer published', failure: 'Failed to publish the offer' });
      return answer;
    },
    onSuccess: () => {
      onDone();
      onClose();
    },
  });
  const pick = (r: Rate) => {
    setRate(r);
    form.set('rateId', r._id);
  };
  return (
    <FormDialog form={form} title="Publish a quick-book offer" onClose={onClose} submit={{ text: 'Publish offer' }} width={820} label="Publish offer">
      <FormField form={form} name="rateId" label="Rate" required>
        <InputGroup
          {...form.input('rateId')}
          readOnly
          value={rate ? `${carrierLabel(rate.carrier, 'Any carrier')} ${rate.origin} → ${rate.destination}, ${rate.containerType}, ${formatMoney({ decimal: rate.amount }, rate.currency)}` : ''}
          placeholder="Pick one of your live FCL rates below"
          intent={form.errors.rateId ? 'danger' : 'none'}
        />
      </FormField>
      <RatePicker picked={rate?._id} onPick={pick} />
      <div style={{ display: 'flex', gap: 12, marginTop: 12 }}>
        <FormField form={form} name="count" label="Containers" required>
          <InputGroup {...form.input('count')} inputMode="numeric" style={{ width: 80 }} intent={form.errors.count ? 'danger' : 'none'} />
        </FormField>
        <FormField form={form} name="search.readyOn" label="Cargo ready on" required>
          <InputGroup {...form.input('search.readyOn')} type="date" intent={form.errors['search.readyOn'] ? 'danger' : 'none'} />
        </FormField>
        <FormField form={form} name="expiresAt" label="Offer expires at" required help="Your local time">
          <InputGroup {...form.input('expiresAt')} type="datetime-local" intent={form.errors.expiresAt ? 'danger' : 'none'} />
        </FormField>
      </div>
    </FormDialog>
  );
}
