import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { ContainerContext } from '../useService';
import { createPluginTester } from '../../testing/createPluginTester';
import { FakeHttpClient, type FakeRequest } from '../../testing/FakeHttpClient';
import type { PlaceSuggestion } from '../../shared/geo/PlaceSuggestion';
import { PortPicker } from './PortPicker';
import { PortPicker as LazyPortPicker } from './index';

const PATH = '/api/system/lookup/places';
const TKD: PlaceSuggestion = {
  code: 'INTKD', name: 'ICD Tughlakabad', country: 'IN', countryName: 'India', kind: 'PLACE', lat: 28.51, lon: 77.28,
  nearestPorts: [{ code: 'INPAV', name: 'Pipavav', km: 1016 }, { code: 'INMUN', name: 'Mundra', km: 1030 }],
};
const NSA: PlaceSuggestion = { code: 'INNSA', name: 'Nhava Sheva (JNPT)', country: 'IN', countryName: 'India', kind: 'PORT', lat: 18.95, lon: 72.95, nearestPorts: [{ code: 'INNSA', name: 'Nhava Sheva (JNPT)', km: 0 }] };
const HAM: PlaceSuggestion = { code: 'DEHAM', name: 'Hamburg', country: 'DE', countryName: 'Germany', kind: 'PORT', lat: 53.54, lon: 9.93, nearestPorts: [{ code: 'DEHAM', name: 'Hamburg', km: 0 }] };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function setup(answer: (request: FakeRequest) => unknown, props: { kind?: 'PORT' | 'ANY'; value?: string } = {}) {
  const tester = createPluginTester({});
  tester.http.on('GET', PATH, answer);
  const picks: Array<[string, PlaceSuggestion | undefined]> = [];
  function Harness() {
    const [value, setValue] = useState(props.value ?? '');
    return (
      <PortPicker
        id="origin"
        label="Origin"
        value={value}
        kind={props.kind}
        onChange={(code, place) => {
          picks.push([code, place]);
          setValue(code);
        }}
      />
    );
  }
  const view = render(
    <ContainerContext.Provider value={tester.root}>
      <Harness />
    </ContainerContext.Provider>,
  );
  const input = view.getByRole('combobox', { name: 'Origin' }) as HTMLInputElement;
  return { tester, view, input, picks };
}

describe('PortPicker', () => {
  afterEach(cleanup);

  it('asks the place autocomplete once the user pauses, and lists code, name, country and kind', async () => {
    const { tester, view, input } = setup(() => ({ success: true, data: { items: [TKD, NSA] } }));
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.change(input, { target: { value: 'i' } });
    fireEvent.change(input, { target: { value: 'in' } });
    fireEvent.change(input, { target: { value: 'ind' } });
    const list = await view.findByRole('listbox', { name: 'Origin' });
    expect(tester.http.callsTo('GET', PATH).map((c) => c.query)).toEqual([{ q: 'ind', limit: 8 }]);
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['INTKD ICD Tughlakabad, IndiaInland · Pipavav 1,016 km', 'INNSA Nhava Sheva (JNPT), IndiaPort']);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(list.id);
  });

  it('moves with the arrow keys, picks with Enter and shows the chosen place; Escape closes', async () => {
    const { view, input, picks } = setup(() => ({ success: true, data: { items: [TKD, NSA] } }));
    fireEvent.change(input, { target: { value: 'in' } });
    await view.findByRole('listbox');
    expect(input.getAttribute('aria-activedescendant')).toBe('origin-option-0');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe('origin-option-1');
    expect(view.getByRole('option', { name: /INNSA/ }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' }); // wraps to the first
    fireEvent.keyDown(input, { key: 'ArrowUp' }); // and back to the last
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(picks).toEqual([['INNSA', NSA]]);
    expect(input.value).toBe('Nhava Sheva (JNPT) (INNSA)');
    await waitFor(() => expect(view.queryByRole('listbox')).toBeNull());

    fireEvent.change(input, { target: { value: 'tugh' } });
    await view.findByRole('listbox');
    fireEvent.keyDown(input, { key: 'Escape' });
    await waitFor(() => expect(view.queryByRole('listbox')).toBeNull());
    expect(picks).toHaveLength(1);
  });

  it('picks with the mouse too, and clearing the field clears the value', async () => {
    const { view, input, picks } = setup(() => ({ success: true, data: { items: [TKD] } }));
    fireEvent.change(input, { target: { value: 'tugh' } });
    fireEvent.click(await view.findByRole('option', { name: /INTKD/ }));
    expect(picks).toEqual([['INTKD', TKD]]);
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(picks[1]).toEqual(['', undefined]);
    expect(input.value).toBe('');
  });

  it('shows "Server Error" in the list when the lookup fails, and "No matching place" for none', async () => {
    const { view, input } = setup((req) => (req.query?.q === 'zz' ? { success: true, data: { items: [] } } : FakeHttpClient.reply(500, { success: false, error: { message: 'boom', code: 'SERVER_ERROR' } })));
    fireEvent.change(input, { target: { value: 'ham' } });
    const list = await view.findByRole('listbox');
    await waitFor(() => expect(list.textContent).toBe('Server Error'));
    fireEvent.change(input, { target: { value: 'zz' } });
    await waitFor(() => expect(view.getByRole('listbox').textContent).toBe('No matching place'));
  });

  it('drops an older answer that arrives after a newer one', async () => {
    const { view, input } = setup(async (req) => {
      if (req.query?.q === 'ha') await sleep(400);
      return { success: true, data: { items: req.query?.q === 'ha' ? [NSA] : [HAM] } };
    });
    fireEvent.change(input, { target: { value: 'ha' } });
    await act(() => sleep(200)); // the first request is out
    fireEvent.change(input, { target: { value: 'ham' } });
    await view.findByRole('option', { name: /DEHAM/ });
    await act(() => sleep(400)); // the slow answer to 'ha' arrives
    expect(view.getAllByRole('option').map((o) => o.textContent)).toEqual(['DEHAM Hamburg, GermanyPort']);
  });

  it('asks for seaports only when kind is PORT, and names a value set from outside', async () => {
    const { tester, input } = setup((req) => ({ success: true, data: { items: req.query?.q === 'INNSA' ? [NSA] : [] } }), { kind: 'PORT', value: 'INNSA' });
    await waitFor(() => expect(input.value).toBe('Nhava Sheva (JNPT) (INNSA)'));
    expect(tester.http.callsTo('GET', PATH)[0].query).toEqual({ q: 'INNSA', limit: 1, kind: 'PORT' });
  });

  it('loads as its own lazy chunk through the SDK export, labelled and keyboard-ready', async () => {
    const tester = createPluginTester({});
    const view = render(
      <ContainerContext.Provider value={tester.root}>
        <LazyPortPicker id="pod" label="Port of discharge" value="" kind="PORT" onChange={() => {}} helperText="A seaport" />
      </ContainerContext.Provider>,
    );
    const input = await view.findByRole('combobox', { name: 'Port of discharge' });
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(view.getByText('A seaport')).toBeTruthy();
  });
});
