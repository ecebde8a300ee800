import { Button, Callout, Card, InputGroup } from '@blueprintjs/core';
import { type FieldErrors, FormField, HttpClient, isDecimal, NotificationBus, useForm, useService } from '@portolan/sdk';
import { RATES_API, type ExchangeRates } from '../../../shared/types';

type Values = Record<string, string>;

const rateKey = (currency: string) => `rates.${currency}`;

/** Client checks mirroring the server: every rate a positive decimal (at most 12 digits each side of the point), a day, a source. */
function problems(currencies: string[]) {
  return (v: Values): FieldErrors => {
    const errors: FieldErrors = {
      rateDate: /^\d{4}-\d{2}-\d{2}$/.test(v.rateDate) ? undefined : 'Enter the rate date',
      source: !v.source.trim() ? 'Say where the rates come from' : v.source.length > 200 ? 'At most 200 characters' : undefined,
    };
    for (const c of currencies) {
      const text = v[rateKey(c)].trim();
      errors[rateKey(c)] = !isDecimal(text) || /^-/.test(text) || /^0+(\.0+)?$/.test(text) ? 'Enter a positive decimal, e.g. 0.9215' : undefined;
    }
    return errors;
  };
}

/** Sets the table for a base (admin, Update on rates): one decimal per currency, the rate date and the source → `POST exchange-rate`. */
export function ExchangeRatesForm({ table, onSaved }: { table: ExchangeRates; onSaved: () => void }) {
  const http = useService(HttpClient);
  const notify = useService(NotificationBus);
  const currencies = Object.keys(table.rates)
    .filter((c) => c !== table.base)
    .sort();
  const form = useForm<Values>({
    initial: { ...Object.fromEntries(currencies.map((c) => [rateKey(c), table.rates[c]])), rateDate: new Date().toISOString().slice(0, 10), source: table.source },
    validate: problems(currencies),
    submit: async (v) => {
      const data = { base: table.base, rates: Object.fromEntries(currencies.map((c) => [c, v[rateKey(c)].trim()])), rateDate: v.rateDate, source: v.source.trim() };
      const answer = await http.post(RATES_API.exchangeRate, { data });
      notify.outcome(answer.ok, { success: 'Exchange rates saved', failure: 'Failed to save the exchange rates' });
      return answer;
    },
    onSuccess: onSaved,
  });
  return (
    <Card compact>
      <form onSubmit={(e) => void form.onSubmit(e)} noValidate aria-label={`Set the rates for 1 ${table.base}`}>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: '0 12px' }}>
          {currencies.map((c) => (
            <FormField key={c} form={form} name={rateKey(c)} label={`${c} per ${table.base}`} required>
              <InputGroup {...form.input(rateKey(c))} inputMode="decimal" intent={form.errors[rateKey(c)] ? 'danger' : 'none'} />
            </FormField>
          ))}
        </div>
        <div style={{ display: 'flex', gap: 12 }}>
          <FormField form={form} name="rateDate" label="Rate date" required>
            <InputGroup {...form.input('rateDate')} type="date" intent={form.errors.rateDate ? 'danger' : 'none'} />
          </FormField>
          <FormField form={form} name="source" label="Source" required help="Where the rates come from, e.g. ECB reference rates of the day">
            <InputGroup {...form.input('source')} style={{ minWidth: 320 }} intent={form.errors.source ? 'danger' : 'none'} />
          </FormField>
        </div>
        {form.formError && (
          <Callout intent="danger" role="alert" style={{ marginBottom: 8 }}>
            {form.formError.message}
          </Callout>
        )}
        <Button type="submit" intent="primary" text="Save exchange rates" loading={form.submitting} />
      </form>
    </Card>
  );
}
