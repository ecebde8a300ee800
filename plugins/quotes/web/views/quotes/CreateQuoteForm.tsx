import { Button, Callout, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { FormField, HttpClient, NotificationBus, isDecimal, useForm, useLoad, useService } from '@portolan/sdk';
import { isCurrency } from '@portolan/sdk/shared';
import { QUOTES_API, type Enquiry, type QuoteRecord, type TermsSet } from '../../../shared/types';
import { answerParts } from './answerParts';

type Values = { currency: string; validUntil: string; marginType: string; marginValue: string; termsId: string };

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function validate(v: Values) {
  return {
    currency: isCurrency(v.currency.trim().toUpperCase()) ? undefined : 'Enter an ISO 4217 currency, e.g. USD',
    validUntil: /^\d{4}-\d{2}-\d{2}$/.test(v.validUntil) ? undefined : 'Pick the last day the quote is valid',
    marginValue: v.marginType === 'NONE' || (isDecimal(v.marginValue.trim()) && !v.marginValue.trim().startsWith('-')) ? undefined : 'Enter the margin as a decimal, e.g. 10 or 150.00',
  };
}

/** An enquiry without a quote: the first quote's currency, validity, margin and terms set. */
export function CreateQuoteForm({ enquiry, onCreated }: { enquiry: Enquiry; onCreated: (quote: QuoteRecord) => void }) {
  const http = useService(HttpClient);
  const notify = useService(NotificationBus);
  const termsSets = answerParts.items<TermsSet>(useLoad<unknown>(http, QUOTES_API.termAndConditions).data);
  const defaultTerms = termsSets.find((t) => t.isDefault);
  const form = useForm<Values>({
    initial: { currency: enquiry.currency || 'USD', validUntil: inDays(14), marginType: 'PERCENT', marginValue: '10', termsId: '' },
    validate,
    submit: async (v) => {
      // No terms set picked: the server takes the company's default set.
      const answer = await http.post<unknown>(QUOTES_API.quote, {
        data: { enquiryId: enquiry._id, currency: v.currency.trim().toUpperCase(), validUntil: v.validUntil, margin: v.marginType === 'NONE' ? null : { type: v.marginType, value: v.marginValue.trim() }, ...(v.termsId ? { termsId: v.termsId } : {}) },
      });
      notify.outcome(answer.ok, { success: 'Quote created', failure: `Failed to create the quote: ${answer.errorMessage ?? ''}` });
      return answer;
    },
    onSuccess: (answer) => {
      const quote = answerParts.record<QuoteRecord>(answer.data);
      if (quote) onCreated(quote);
    },
  });
  return (
    <section aria-labelledby="create-quote-title">
      <h2 id="create-quote-title" className="bp6-heading" style={{ fontSize: 18 }}>
        No quote yet
      </h2>
      <p className="bp6-text-muted">Start a quote for {enquiry.reference}; then add rates from your inventory as options.</p>
      <form onSubmit={form.onSubmit} style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: '0 16px', maxWidth: 900 }}>
        <FormField form={form} name="currency" label="Currency" required>
          <InputGroup {...form.input('currency')} maxLength={3} />
        </FormField>
        <FormField form={form} name="validUntil" label="Valid until" required>
          <InputGroup {...form.input('validUntil')} type="date" />
        </FormField>
        <FormField form={form} name="marginType" label="Quote margin">
          <HTMLSelect {...form.input('marginType')} fill options={[{ value: 'PERCENT', label: 'Percent' }, { value: 'AMOUNT', label: 'Amount per line' }, { value: 'NONE', label: 'None' }]} />
        </FormField>
        {form.values.marginType !== 'NONE' && (
          <FormField form={form} name="marginValue" label={form.values.marginType === 'PERCENT' ? 'Margin %' : `Margin (${form.values.currency || 'currency'})`}>
            <InputGroup {...form.input('marginValue')} inputMode="decimal" />
          </FormField>
        )}
        <FormField form={form} name="termsId" label="Terms set">
          <HTMLSelect {...form.input('termsId')} fill options={[{ value: '', label: defaultTerms ? `Default (${defaultTerms.name})` : 'None' }, ...termsSets.map((t) => ({ value: t._id, label: t.name }))]} />
        </FormField>
        <div style={{ gridColumn: '1 / -1' }}>
          {form.formError && (
            <Callout intent="danger" role="alert" style={{ marginBottom: 8 }}>
              {form.formError.message}
            </Callout>
          )}
          <Button type="submit" intent="primary" icon="add" text="Create quote" loading={form.submitting} />
        </div>
      </form>
    </section>
  );
}
