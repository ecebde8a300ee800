import { useEffect } from 'react';
import { Button, Checkbox, HTMLSelect, InputGroup, Tag } from '@blueprintjs/core';
import { FormField, formatDate, formatMoney, isCurrency, LoadStates, minorToDecimal, NotificationBus, useForm, useService, type LoadState } from '@portolan/sdk';
import type { EnterpriseSubscription } from '../../../shared/types';
import type { EnterpriseApi } from '../../api/enterpriseApi';
import { majorToMinor } from '../../api/paymentAmounts';

const CYCLES: Record<EnterpriseSubscription['cycle'], string> = { MONTHLY: 'month', QUARTERLY: 'quarter', YEARLY: 'year' };

interface Props {
  api: EnterpriseApi;
  subscription: LoadState<EnterpriseSubscription>;
  /** Platform admins edit the billing terms. */
  canEdit: boolean;
}

type Values = { price: string; currency: string; cycle: string; autoInvoice: string };

const valuesOf = (s: EnterpriseSubscription | undefined): Values => ({
  price: s ? minorToDecimal(s.priceMinor, s.currency) : '',
  currency: s?.currency ?? 'INR',
  cycle: s?.cycle ?? 'MONTHLY',
  autoInvoice: s?.autoInvoice ? 'true' : 'false',
});

/** The company's enterprise subscription: plan, status, price per cycle, current period; platform admins edit the terms ("subscription updated" / "subscription update failed."). */
export function SubscriptionTermsPanel({ api, subscription, canEdit }: Props) {
  const bus = useService(NotificationBus);
  const s = subscription.data;
  const form = useForm<Values>({
    initial: valuesOf(s),
    validate: (v) => {
      const errors: Record<string, string> = {};
      const currency = v.currency.trim().toUpperCase();
      if (!isCurrency(currency)) errors.currency = 'An ISO 4217 code, e.g. INR';
      else if (majorToMinor(v.price, currency) === undefined) errors.price = 'An amount, e.g. 25000.00';
      return errors;
    },
    submit: async (v) => {
      const currency = v.currency.trim().toUpperCase();
      const result = await api.setTerms({ companyId: s!.companyId, priceMinor: majorToMinor(v.price, currency)!, currency, cycle: v.cycle as EnterpriseSubscription['cycle'], autoInvoice: v.autoInvoice === 'true', version: s!.version });
      bus.outcome(result.ok, { success: 'subscription updated', failure: 'subscription update failed.' });
      return result;
    },
    onSuccess: () => subscription.reload(),
  });
  const { reset } = form;
  useEffect(() => reset(valuesOf(s)), [s, reset]);

  return (
    <section aria-labelledby="billing-subscription-title" className="pt-enterprise">
      <h2 id="billing-subscription-title">Subscription</h2>
      <LoadStates isFetching={subscription.isFetching && !s} error={subscription.error} empty={false} emptyText="" onRetry={subscription.reload}>
        {s && (
          <dl className="pt-enterprise__facts" aria-label="Subscription">
            <dt>Company</dt>
            <dd>{s.companyName}</dd>
            <dt>Plan</dt>
            <dd>{s.planName ?? 'No plan'}</dd>
            <dt>Status</dt>
            <dd>
              <Tag minimal intent={s.status === 'active' ? 'success' : 'none'}>
                {s.status}
              </Tag>
            </dd>
            <dt>Price</dt>
            <dd>{s.priceMinor > 0 ? `${formatMoney({ minor: s.priceMinor }, s.currency)} per ${CYCLES[s.cycle]}` : 'Not set'}</dd>
            <dt>Current period</dt>
            <dd>{s.currentPeriodStart ? `${formatDate(s.currentPeriodStart)} – ${formatDate(s.currentPeriodEnd)}` : '—'}</dd>
            <dt>Invoicing</dt>
            <dd>{s.autoInvoice ? 'Invoiced automatically at the end of each period' : 'Invoiced by hand'}</dd>
          </dl>
        )}
        {s && canEdit && s.subscriptionId && (
          <form className="pt-enterprise__form" aria-label="Billing terms" onSubmit={(e) => void form.onSubmit(e)} noValidate>
            <FormField form={form} name="price" label="Price per cycle" required>
              <InputGroup {...form.input('price')} inputMode="decimal" />
            </FormField>
            <FormField form={form} name="currency" label="Currency" required>
              <InputGroup {...form.input('currency')} maxLength={3} />
            </FormField>
            <FormField form={form} name="cycle" label="Cycle">
              <HTMLSelect {...form.input('cycle')} options={[{ value: 'MONTHLY', label: 'Monthly' }, { value: 'QUARTERLY', label: 'Quarterly' }, { value: 'YEARLY', label: 'Yearly' }]} />
            </FormField>
            <Checkbox label="Invoice automatically" checked={form.values.autoInvoice === 'true'} onChange={(e) => form.set('autoInvoice', e.currentTarget.checked ? 'true' : 'false')} />
            <Button type="submit" intent="primary" text="Save terms" loading={form.submitting} />
            {form.formError && <p role="alert">{form.formError.message}</p>}
          </form>
        )}
      </LoadStates>
    </section>
  );
}
