import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createElement } from 'react';
import { ContainerContext } from '../useService';
import { createPluginTester } from '../../testing/createPluginTester';
import { buildQuery } from './useResourceList';
import { toCsv } from './toCsv';
import { SearchBox } from './SearchBox';
import { LoadStates } from './LoadStates';
import { serverErrorOf } from '../forms/serverErrorOf';
import type { FilterDef } from './FilterBar';

const FILTERS: FilterDef[] = [
  { id: 'status', label: 'Status', kind: 'select', options: [] },
  { id: 'type', field: 'documentType', label: 'Type', kind: 'select', options: [] },
  { id: 'etaFrom', label: 'ETA from', kind: 'date', field: 'eta', bound: 'from' },
  { id: 'etaTo', label: 'ETA to', kind: 'date', field: 'eta', bound: 'to' },
];

describe('the SDK list pattern', () => {
  afterEach(cleanup);

  it('builds the list query from the view: limit, sort, filters (fixed first), ranges, search, cursor', () => {
    expect(
      buildQuery({ status: 'OPEN', type: 'BL', etaFrom: '2026-01-01', etaTo: '2026-02-01', q: 'MSKU', after: 'c1', cols: 'a,b' }, { filters: FILTERS, search: true, sort: { field: 'eta', dir: 'asc' }, fixed: { filter: { shipmentId: 's1' } } }),
    ).toEqual({ limit: 50, sort: { eta: 'asc' }, filter: { shipmentId: 's1', status: 'OPEN', documentType: 'BL', eta: { from: '2026-01-01', to: '2026-02-01' } }, search: 'MSKU', after: 'c1' });
    expect(buildQuery({ q: 'x', limit: '9999' }, { filters: [], search: false })).toEqual({ limit: 200 });
    expect(buildQuery({ after: 'c1' }, { filters: [], search: true, paged: false })).toEqual({});
  });

  it('exports the view as CSV: quoted cells, csv values, text of rendered cells, no spreadsheet formulas', () => {
    const csv = toCsv<{ _id: string; name: string; n: number }>(
      [
        { id: 'name', title: 'Name', render: (r) => createElement('b', null, r.name) },
        { id: 'n', title: 'N, raw', render: () => 'shown', csv: (r) => r.n },
      ],
      [
        { _id: '1', name: 'A "quoted", name', n: -5 },
        { _id: '2', name: '=HYPERLINK("x")', n: 2 },
      ],
    );
    expect(csv).toBe('Name,"N, raw"\n"A ""quoted"", name",-5\n"\'=HYPERLINK(""x"")",2\n');
  });

  it('reads the field a server 400 names, without the data. prefix', () => {
    expect(serverErrorOf({ ok: false, status: 400, error: { message: 'bad', code: 'VALIDATION_ERROR', field: 'data.containers.1.number' }, errorMessage: 'bad' })).toEqual({ field: 'containers.1.number', message: 'bad', code: 'VALIDATION_ERROR', status: 400 });
    expect(serverErrorOf({ ok: false, status: 0, error: 'Network Error', errorMessage: 'Network Error' })).toEqual({ field: undefined, message: 'Network Error', code: undefined, status: 0 });
    expect(serverErrorOf({ ok: true, status: 200 })).toBeUndefined();
  });

  it('shows the error with Retry, the first load, the empty text, then the content', () => {
    const view = render(<LoadStates isFetching={false} error="Server Error" empty emptyText="Nothing yet" onRetry={() => {}}>content</LoadStates>);
    expect(view.getByRole('alert').textContent).toContain('Server Error');
    view.rerender(<LoadStates isFetching={false} empty emptyText="Nothing yet">content</LoadStates>);
    expect(view.getByText('Nothing yet')).toBeTruthy();
    view.rerender(<LoadStates isFetching empty={false} emptyText="Nothing yet">content</LoadStates>);
    expect(view.getByText('content')).toBeTruthy();
  });

  it('keeps aria-expanded / aria-haspopup off the search field (axe aria-allowed-attr: not allowed on a searchbox)', async () => {
    const tester = createPluginTester({});
    const view = render(
      createElement(ContainerContext.Provider, { value: tester.root }, createElement(MemoryRouter, null, createElement(SearchBox, { value: '', onSearch: () => {}, label: 'Search shipments' }))),
    );
    const box = await waitFor(() => view.getByRole('searchbox', { name: 'Search shipments' }));
    expect(box.hasAttribute('aria-expanded')).toBe(false);
    expect(box.hasAttribute('aria-haspopup')).toBe(false);
  });
});
