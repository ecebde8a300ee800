import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { FakeHttpClient, createPluginTester, renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import type { EgmRecord } from '../../../shared/types';
import { ACKNOWLEDGED, EGM, FILING, egmPath, ok, serveEgmScreens } from './egmFixtures';

const LOAD = { timeout: 10_000 };
const messages = (tester: ReturnType<typeof createPluginTester>) => tester.notifications.notifications.map((n) => n.message);
const SEAL = 'Seal number, container 1 of shipping bill 7654321';

/** The EGM as the server holds it: GET answers the latest. */
function serve(record: EgmRecord, accesses: string[] = ['Read', 'Create', 'Update', 'Delete']) {
  const tester = createPluginTester({ plugin, accesses: { egm: accesses } });
  const server = { current: record };
  serveEgmScreens(tester.http, record).on('GET', egmPath(record._id), () => ok({ record: server.current }));
  return { tester, server };
}

describe('EGM details', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('edits a container’s seal in place and saves every line with the version', async () => {
    const { tester, server } = serve(EGM);
    tester.http.on('PUT', egmPath(), (req) => {
      server.current = { ...EGM, version: 4, shippingBills: (req.body as { data: EgmRecord }).data.shippingBills };
      return ok({ record: server.current });
    });
    const view = renderWorkbench(tester, '/egm/e1');
    expect(await view.findByRole('heading', { name: /EGM MAERSK KINLOSS 247W/ }, LOAD)).toBeTruthy();
    const checks = view.getAllByRole('status', { name: /Check of shipping bill/ });
    expect(checks[0].textContent).toContain('Weights add up (18,000.5 kg)');
    expect(checks[1].textContent).toContain('Weights do not add up: containers 8,500 kg, bill 9,000 kg');
    expect(view.getByRole('status', { name: 'Totals' }).textContent).toMatch(/2 shipping bills.*3 containers.*160 packages.*27,000.5 kg/);
    expect(view.queryByRole('button', { name: 'File with customs' })).toBeNull();
    expect(await seriousA11yViolations(view.container)).toEqual([]);

    fireEvent.change(view.getByLabelText(SEAL), { target: { value: 'ML-5000' } });
    expect(view.getByText('Unsaved changes')).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(tester.http.callsTo('PUT', egmPath())).toHaveLength(1), LOAD);
    const { data } = tester.http.callsTo('PUT', egmPath())[0].body as { data: Record<string, unknown> };
    const { _id, createdAt, updatedAt, state, egmNumber, egmDate, amendmentNo, totals, problems, lastFiling, createdByName, ...header } = EGM;
    void [_id, createdAt, updatedAt, state, egmNumber, egmDate, amendmentNo, totals, problems, lastFiling, createdByName];
    expect(data).toEqual({
      ...header,
      version: 3,
      shippingBills: [EGM.shippingBills[0], { ...EGM.shippingBills[1], containers: [{ ...EGM.shippingBills[1].containers[0], sealNumber: 'ML-5000' }] }],
    });
    await waitFor(() => expect(view.getByText('All changes saved')).toBeTruthy(), LOAD);
    expect((view.getByLabelText(SEAL) as HTMLInputElement).value).toBe('ML-5000');
    expect(messages(tester)).toContain('EGM saved');
  });

  it('adds and removes container rows and shipping bills', async () => {
    const { tester } = serve(EGM);
    const view = renderWorkbench(tester, '/egm/e1');
    fireEvent.click(await view.findByRole('button', { name: 'Add container to shipping bill 7654321' }, LOAD));
    expect(view.getByLabelText('Container number, container 2 of shipping bill 7654321')).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'Remove container 1 of shipping bill 1234567' }));
    expect(view.queryByLabelText('Container number, container 2 of shipping bill 1234567')).toBeNull();
    fireEvent.click(view.getByRole('button', { name: 'Add shipping bill' }));
    expect(view.getByRole('group', { name: /Shipping bill #3/ })).toBeTruthy();
    expect(view.getByRole('status', { name: 'Totals' }).textContent).toMatch(/3 shipping bills.*4 containers/);
    fireEvent.click(view.getByRole('button', { name: 'Remove shipping bill #3' }));
    expect(view.queryByRole('group', { name: /Shipping bill #3/ })).toBeNull();
  });

  it('keeps a bad weight as typed and says what is wrong beside it, without sending', async () => {
    const { tester } = serve(EGM);
    const view = renderWorkbench(tester, '/egm/e1');
    const weight = await view.findByLabelText('Gross weight (kg), container 1 of shipping bill 7654321', undefined, LOAD);
    fireEvent.change(weight, { target: { value: '85OO' } });
    fireEvent.click(view.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(weight.getAttribute('aria-invalid')).toBe('true'), LOAD);
    expect(document.getElementById(weight.getAttribute('aria-describedby')!)!.textContent).toContain('Enter the weight in kg');
    expect((weight as HTMLInputElement).value).toBe('85OO');
    expect(tester.http.callsTo('PUT', egmPath())).toHaveLength(0);
  });

  it('validates and shows each problem in the list and beside its field; choosing one focuses the field', async () => {
    const { tester, server } = serve(EGM);
    const problems = [{ field: 'shippingBills.1.containers.0.sealNumber', code: 'SEAL_REQUIRED', message: 'Enter the seal number of TGHU1111112' }];
    tester.http.on('POST', `${egmPath()}/validate`, () => {
      server.current = { ...EGM, version: 4, problems };
      return ok({ record: server.current, problems });
    });
    const view = renderWorkbench(tester, '/egm/e1');
    fireEvent.click(await view.findByRole('button', { name: 'Validate' }, LOAD));
    await waitFor(() => expect(tester.http.callsTo('POST', `${egmPath()}/validate`)).toHaveLength(1), LOAD);
    expect(tester.http.callsTo('POST', `${egmPath()}/validate`)[0].body).toEqual({ data: { version: 3 } });
    const list = await view.findByRole('region', { name: 'Problems to fix' }, LOAD);
    expect(within(list).getByText('1 problem to fix')).toBeTruthy();
    expect(await seriousA11yViolations(view.container)).toEqual([]);
    const seal = view.getByLabelText(SEAL);
    await waitFor(() => expect(seal.getAttribute('aria-invalid')).toBe('true'), LOAD);
    expect(seal.closest('.bp6-input-group')!.className).toMatch(/intent-danger/);
    expect(document.getElementById(seal.getAttribute('aria-describedby')!)!.textContent).toBe('Enter the seal number of TGHU1111112');
    fireEvent.click(within(list).getByRole('button', { name: `${SEAL}: Enter the seal number of TGHU1111112` }));
    expect(document.activeElement).toBe(seal);
    expect(messages(tester)).toContain('Validation found 1 problem to fix');

    fireEvent.change(seal, { target: { value: 'ML-5001' } });
    expect(seal.getAttribute('aria-invalid')).toBe('false');
  });

  it('offers "File with customs" only when VALIDATED, and files with the version', async () => {
    const draft = serve(EGM);
    const view = renderWorkbench(draft.tester, '/egm/e1');
    expect(await view.findByRole('button', { name: 'Validate' }, LOAD)).toBeTruthy();
    expect(view.queryByRole('button', { name: 'File with customs' })).toBeNull();
    cleanup();

    const validated = { ...EGM, state: 'VALIDATED' as const, version: 5 };
    const { tester, server } = serve(validated);
    tester.http.on('POST', `${egmPath()}/file`, () => {
      server.current = { ...validated, state: 'FILED', version: 6, lastFiling: FILING };
      return ok({ record: server.current });
    });
    const second = renderWorkbench(tester, '/egm/e1');
    fireEvent.click(await second.findByRole('button', { name: 'File with customs' }, LOAD));
    expect(second.queryByRole('button', { name: 'Validate' })).toBeNull();
    await waitFor(() => expect(tester.http.callsTo('POST', `${egmPath()}/file`)).toHaveLength(1), LOAD);
    expect(tester.http.callsTo('POST', `${egmPath()}/file`)[0].body).toEqual({ data: { version: 5 } });
    expect(await second.findByText("Waiting for the customs gateway's acknowledgement…", undefined, LOAD)).toBeTruthy();
    expect(messages(tester)).toContain('EGM filed with customs');
  });

  it('shows the server’s message when a move is refused', async () => {
    const { tester } = serve({ ...EGM, state: 'VALIDATED' });
    tester.http.on('POST', `${egmPath()}/file`, FakeHttpClient.reply(409, { success: false, error: { message: 'The EGM is DRAFT: validate it first', code: 'CONFLICT' } }));
    const view = renderWorkbench(tester, '/egm/e1');
    fireEvent.click(await view.findByRole('button', { name: 'File with customs' }, LOAD));
    await waitFor(() => expect(messages(tester)).toContain('File with customs failed: The EGM is DRAFT: validate it first'), LOAD);
  });

  it('polls a FILED EGM every 2 s until customs answers, then shows the acknowledgement marked as the sandbox', async () => {
    const filed = { ...EGM, state: 'FILED' as const, version: 5, lastFiling: FILING };
    const { tester, server } = serve(filed);
    const view = renderWorkbench(tester, '/egm/e1');
    expect(await view.findByText("Waiting for the customs gateway's acknowledgement…", undefined, LOAD)).toBeTruthy();
    expect(view.getByText('Sandbox customs gateway')).toBeTruthy();
    server.current = ACKNOWLEDGED;
    const ack = await view.findByRole('region', { name: 'Customs acknowledgement' }, { timeout: 6000 });
    expect(ack.textContent).toContain('EGM number 4455667');
    expect(ack.textContent).toContain('SANDBOX: EGM 4455667 accepted for INNSA1 247W');
    expect(within(ack).getByText('Sandbox customs gateway')).toBeTruthy();
    expect(view.queryByText("Waiting for the customs gateway's acknowledgement…")).toBeNull();
    expect(messages(tester)).toContain('Customs acknowledged the EGM: EGM number 4455667');
    expect(view.getByRole('button', { name: 'Amend' })).toBeTruthy();
    expect(await seriousA11yViolations(view.container)).toEqual([]);
    const asked = tester.http.callsTo('GET', egmPath()).length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(tester.http.callsTo('GET', egmPath())).toHaveLength(asked);
  });

  it('says so when the EGM changed since it was loaded (409) and shows the latest version', async () => {
    const { tester, server } = serve(EGM);
    tester.http.on('PUT', egmPath(), () => {
      server.current = { ...EGM, version: 4, voyage: '248W' };
      return FakeHttpClient.reply(409, { success: false, error: { message: 'The EGM was changed by someone else (version 4)', code: 'CONFLICT' } });
    });
    const view = renderWorkbench(tester, '/egm/e1');
    fireEvent.change(await view.findByLabelText(SEAL, undefined, LOAD), { target: { value: 'ML-5000' } });
    fireEvent.click(view.getByRole('button', { name: 'Save' }));
    const notice = (await view.findByText('This EGM changed since you opened it', undefined, LOAD)).closest('[role="alert"]')!;
    expect(notice.textContent).toContain('The EGM was changed by someone else (version 4)');
    expect(messages(tester)).toContain('Failed to save the EGM: The EGM was changed by someone else (version 4)');
    expect(await view.findByRole('heading', { name: /EGM MAERSK KINLOSS 248W/ }, LOAD)).toBeTruthy();
  });

  it('lists the filings and downloads a flat file', async () => {
    const { tester } = serve({ ...ACKNOWLEDGED });
    tester.http.on('GET', `${egmPath()}/filings/f1/file`, new Blob(['HREC…'], { type: 'text/plain' }));
    const view = renderWorkbench(tester, '/egm/e1?tab=filings');
    const table = await view.findByRole('table', { name: 'Filings' }, LOAD);
    expect(within(table).getByText('SBX-000123')).toBeTruthy();
    expect(within(table).getByText('Acknowledged')).toBeTruthy();
    expect(within(table).getByText('Sandbox customs gateway')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Download INNSA1_EGM_247W_0.sb' }));
    await waitFor(() => expect(tester.http.callsTo('GET', `${egmPath()}/filings/f1/file`)).toHaveLength(1), LOAD);
  });
});
