import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ChartCard } from './ChartCard';

function Priced({ currencies }: { currencies: string[] }) {
  const [currency, setCurrency] = useState(currencies[0]);
  return (
    <ChartCard title={`Cost (${currency})`} currencies={currencies} currency={currency} onCurrencyChange={setCurrency} maxBodyHeight={200}>
      {(view) => <p>{`${view} in ${currency}`}</p>}
    </ChartCard>
  );
}

describe('ChartCard', () => {
  afterEach(cleanup);

  it('is a region named by its visible heading, switches Chart / Table and the currency, and scrolls its body', () => {
    render(<Priced currencies={['INR', 'USD']} />);
    const card = screen.getByRole('region', { name: 'Cost (INR)' });
    expect(within(card).getByRole('heading', { level: 3, name: 'Cost (INR)' })).toBeTruthy();
    expect(within(card).getByRole('group', { name: 'Cost (INR) (scrolls)' }).textContent).toBe('chart in INR');
    expect(within(card).getByRole('button', { name: 'Chart' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(card).getByRole('button', { name: 'Table' }));
    expect(card.textContent).toContain('table in INR');
    fireEvent.change(within(card).getByLabelText('Currency of Cost (INR)'), { target: { value: 'USD' } });
    const after = screen.getByRole('region', { name: 'Cost (USD)' });
    expect(after.textContent).toContain('table in USD');
  });

  it('offers no currency select for one currency, and shows the status instead of the body', () => {
    render(
      <ChartCard title="Lines" currencies={['USD']} headingLevel={2} status={<p role="alert">Could not load</p>}>
        {() => <p>drawn</p>}
      </ChartCard>,
    );
    const card = screen.getByRole('region', { name: 'Lines' });
    expect(within(card).getByRole('heading', { level: 2 })).toBeTruthy();
    expect(within(card).queryByRole('combobox')).toBeNull();
    expect(within(card).getByRole('alert').textContent).toBe('Could not load');
    expect(card.textContent).not.toContain('drawn');
  });
});
