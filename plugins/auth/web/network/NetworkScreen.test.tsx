import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWorkbench } from '@portolan/sdk/testing';
import { authTester, failure, ok } from '../testing/authTester';

const BASE = '/api/auth/v2/network/connections/';
const ACME = '2b1c9a52-7a55-4c51-9d1a-0c7c5b0f7a11';

const incoming = { _id: 'c1', companyId: ACME, name: 'Acme Exports', kind: 'shipper', direction: 'incoming', status: 'requested', updatedAt: '2026-01-01T00:00:00Z' };
const outgoing = { _id: 'c2', companyId: '9f0e1d2c-3b4a-4c5d-8e6f-7a8b9c0d1e2f', name: null, kind: null, direction: 'outgoing', status: 'requested', updatedAt: '2026-01-01T00:00:00Z' };

describe('/network: connections requested by one company and accepted by the other', () => {
  afterEach(cleanup);

  it('lists incoming requests by name and outgoing ones by id only, and accepts one', async () => {
    const tester = authTester();
    tester.http.on('GET', BASE, ok({ items: [incoming, outgoing], count: 2 }));
    tester.http.on('POST', `${BASE}c1/accept/`, ok({ record: { ...incoming, status: 'accepted' } }));
    renderWorkbench(tester, '/network');
    expect(await screen.findByText('Acme Exports', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText(`Company ${outgoing.companyId}`)).toBeTruthy();
    expect(screen.getByText('waiting for an answer')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept Acme Exports' }));
    expect(await screen.findByText('Connected')).toBeTruthy();
    expect(tester.http.callsTo('POST', `${BASE}c1/accept/`)).toHaveLength(1);
  });

  it('asks to connect by company id, checks the id first, and shows the server message', async () => {
    const tester = authTester();
    tester.http.on('GET', BASE, ok({ items: [], count: 0 }));
    tester.http.on('POST', BASE, ok({ message: 'If that company exists, it has been asked to join your network' }));
    renderWorkbench(tester, '/network');
    expect(await screen.findByText('No connections yet', {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Company id'), { target: { value: 'acme' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask to connect' }));
    expect(screen.getByText(/Enter the company id your partner gave you/)).toBeTruthy();
    expect(tester.http.callsTo('POST', BASE)).toEqual([]);
    fireEvent.change(screen.getByLabelText('Company id'), { target: { value: ACME } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask to connect' }));
    expect(await screen.findByText('If that company exists, it has been asked to join your network')).toBeTruthy();
    expect(tester.http.callsTo('POST', BASE)[0].body).toEqual({ data: { companyId: ACME } });
  });

  it('shows a load failure with a retry', async () => {
    const tester = authTester();
    tester.http.on('GET', BASE, failure(500, 'Server Error'));
    renderWorkbench(tester, '/network');
    expect(await screen.findByText('Server Error', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
