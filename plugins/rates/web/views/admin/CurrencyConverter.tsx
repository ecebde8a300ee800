import { useId, useState } from 'react';
import { Card, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { convertAmount, currencyDigits, formatDate, formatMoney } from '@portolan/sdk';
import type { ExchangeRates } from '../../../shared/types';

/** Amount + from + to → the exact converted amount through the table (units per base), rounded half-even to the target's minor unit. */
export function CurrencyConverter({ table }: { table: ExchangeRates }) {
  const id = useId();
  const currencies = [table.base, ...Object.keys(table.rates).filter((c) => c !== table.base)].sort();
  const [amount, setAmount] = useState('1000');
  const [from, setFrom] = useState(currencies.find((c) => c !== table.base) ?? table.base);
  const [to, setTo] = useState(table.base);
  const rateOf = (c: string) => (c === table.base ? '1' : table.rates[c]);
  const result = rateOf(from) && rateOf(to) ? convertAmount(amount, rateOf(from)!, rateOf(to)!, currencyDigits(to)) : undefined;
  return (
    <Card compact aria-labelledby={`${id}-title`} style={{ marginBottom: 12 }}>
      <h2 id={`${id}-title`} className="pt-section-title" style={{ marginTop: 0 }}>
        Converter
      </h2>
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-end', flexWrap: 'wrap' }}>
        <FormGroup label="Amount" labelFor={`${id}-amount`}>
          <InputGroup id={`${id}-amount`} value={amount} inputMode="decimal" onChange={(e) => setAmount(e.target.value)} intent={result === undefined ? 'danger' : 'none'} />
        </FormGroup>
        <FormGroup label="From" labelFor={`${id}-from`}>
          <HTMLSelect id={`${id}-from`} value={from} onChange={(e) => setFrom(e.target.value)} options={currencies} />
        </FormGroup>
        <FormGroup label="To" labelFor={`${id}-to`}>
          <HTMLSelect id={`${id}-to`} value={to} onChange={(e) => setTo(e.target.value)} options={currencies} />
        </FormGroup>
        <FormGroup label="Result">
          <output aria-live="polite" aria-label="Converted amount" htmlFor={`${id}-amount ${id}-from ${id}-to`} style={{ fontSize: 16, fontWeight: 600 }}>
            {result === undefined ? 'Enter an amount such as 1250.50' : formatMoney({ decimal: result }, to)}
          </output>
        </FormGroup>
      </div>
      <p style={{ fontSize: 12, margin: 0 }}>
        At the table of {formatDate(table.rateDate)} ({table.source}): 1 {from} = {rateOf(from) && rateOf(to) ? convertAmount('1', rateOf(from)!, rateOf(to)!, 6) : '—'} {to}.
      </p>
    </Card>
  );
}
