import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { createPluginTester, FakeHttpClient, renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import { API } from '../../../shared/types';
import { ok, SCHEDULE, serveReports, VIEW } from './reportFixtures';

const LOAD = { timeout: 10_000 };
const ACCESS = { reports: ['Read', 'Create', 'Update', 'Delete'], dashboard: ['Read'] };

function setUp(path: string) {
  const tester = createPluginTester({ plugin, accesses: ACCESS });
  serveReports(tester.http);
  const view = renderWorkbench(tester, path);
  return { tester, view };
}

describe('reports screens', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('lists the catalogue grouped by area, the dashboard widgets first, each report a link; search narrows it', async () => {
    const { view } = setUp('/reports');
    expect(await view.findByRole('heading', { name: 'Reports', level: 1 }, LOAD)).toBeTruthy();
    await view.findByRole('link', { name: 'RFQ savings' }, LOAD);
    const groups = view.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(groups).toEqual(['Shipments and performance', 'RFQ', 'Demurrage and detention']);
    const shipments = view.getByRole('list', { name: 'Shipments and performance' });
    expect(within(shipments).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['On Time Performance By Carrier', '/reports/onTimeByCarrier'],
      ['Monthly Shipments/TEUS', '/reports/monthlyShipments'],
    ]);
    expect(view.getByRole('navigation', { name: 'Reports sections' })).toBeTruthy();
    expect(await seriousA11yViolations(view.container)).toEqual([]);

    fireEvent.change(view.getByRole('searchbox', { name: 'Search reports' }), { target: { value: 'demurrage' } });
    expect(view.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Demurrage and detention']);
    fireEvent.change(view.getByRole('searchbox', { name: 'Search reports' }), { target: { value: 'nothing like this' } });
    expect(view.getByText('No report matches')).toBeTruthy();
  });

  it('shows the catalogue under /insights/v2 too, linking there', async () => {
    const { view } = setUp('/insights/v2');
    expect((await view.findByRole('link', { name: 'D&D cost' }, LOAD)).getAttribute('href')).toBe('/insights/v2/ddCost');
  });

  it('shows the server’s message when the catalogue fails, with Retry', async () => {
    const tester = createPluginTester({ plugin, accesses: ACCESS });
    tester.http.on('GET', API.catalogue, FakeHttpClient.reply(500, { success: false, error: { message: 'Server Error' } }));
    const again = renderWorkbench(tester, '/reports');
    const alert = await again.findByRole('alert', {}, LOAD);
    expect(alert.textContent).toContain('Server Error');
    tester.http.on('GET', API.catalogue, ok({ items: [] }));
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await again.findByText('No report available', {}, LOAD)).toBeTruthy();
  });

  it('reads the filter from a shared URL and downloads the PDF with it; a changed period goes into the PDF call', async () => {
    const { tester, view } = setUp('/reports/onTimeByCarrier?from=2026-01-01&to=2026-03-31&carriers=MAEU,MSCU&modes=FCL');
    tester.http.on('GET', `${API.pdf}/onTimeByCarrier`, () => new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    const saved = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved(this.download);
    });
    expect(await view.findByRole('heading', { name: 'On Time Performance By Carrier', level: 1 }, LOAD)).toBeTruthy();
    const filters = await view.findByRole('group', { name: 'Filters' }, LOAD);
    expect((within(filters).getByLabelText('From') as HTMLInputElement).value).toBe('2026-01-01');
    expect((within(filters).getByLabelText('Carriers (SCAC)') as HTMLInputElement).value).toBe('MAEU,MSCU');
    expect((within(filters).getByLabelText('Mode') as HTMLSelectElement).value).toBe('FCL');
    expect(await seriousA11yViolations(view.container)).toEqual([]);

    fireEvent.click(view.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith('onTimeByCarrier-2026-01-01-2026-03-31.pdf'), LOAD);
    expect(tester.http.callsTo('GET', `${API.pdf}/onTimeByCarrier`)[0].query).toEqual({ from: '2026-01-01', to: '2026-03-31', carriers: 'MAEU,MSCU', modes: 'FCL' });

    fireEvent.change(within(filters).getByLabelText('Period'), { target: { value: 'yearToDate' } });
    fireEvent.change(within(filters).getByLabelText('Destinations (POD)'), { target: { value: 'nlrtm' } });
    fireEvent.blur(within(filters).getByLabelText('Destinations (POD)'));
    fireEvent.click(view.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(tester.http.callsTo('GET', `${API.pdf}/onTimeByCarrier`)).toHaveLength(2), LOAD);
    const year = new Date().getUTCFullYear();
    expect(tester.http.callsTo('GET', `${API.pdf}/onTimeByCarrier`)[1].query).toEqual({
      from: `${year}-01-01`,
      to: new Date().toISOString().slice(0, 10),
      carriers: 'MAEU,MSCU',
      destinations: 'NLRTM',
      modes: 'FCL',
    });
  });

  it('saves a view with the filter, layout, range and sharing; a 400 shows beside the field it names', async () => {
    const { tester, view } = setUp('/reports/onTimeByCarrier?from=2026-01-01&to=2026-03-31&carriers=MAEU&groupBy=carrier&display=table');
    tester.http.on('POST', API.views, FakeHttpClient.reply(400, { success: false, error: { message: 'name: a view of this report has this name already', code: 'VALIDATION_ERROR', field: 'data.name' } }));
    fireEvent.click(await view.findByRole('button', { name: 'Save view' }, LOAD));
    const dialog = await view.findByRole('dialog', {}, LOAD);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save view' }));
    expect(await within(dialog).findByText('Give the view a name', {}, LOAD)).toBeTruthy();
    expect(tester.http.callsTo('POST', API.views)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'Maersk Q1' } });
    expect((within(dialog).getByLabelText('Date range') as HTMLSelectElement).value).toBe('fixed');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Shared with everyone in my company' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save view' }));
    await waitFor(() => expect(tester.http.callsTo('POST', API.views)).toHaveLength(1), LOAD);
    expect(tester.http.callsTo('POST', API.views)[0].body).toEqual({
      data: {
        report: 'onTimeByCarrier',
        name: 'Maersk Q1',
        range: 'fixed',
        filter: { from: '2026-01-01', to: '2026-03-31', carriers: ['MAEU'], origins: [], destinations: [], modes: [], drill: {} },
        layout: { groupBy: ['carrier'], display: 'table' },
        shared: true,
      },
    });
    const error = await within(dialog).findByText('name: a view of this report has this name already', {}, LOAD);
    expect(within(dialog).getByLabelText(/Name/).getAttribute('aria-describedby')).toBe(error.id);
    expect((within(dialog).getByLabelText(/Name/) as HTMLInputElement).value).toBe('Maersk Q1');

    tester.http.on('POST', API.views, ok({ record: VIEW, id: 'v2' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save view' }));
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull(), LOAD);
    expect(tester.notifications.notifications.map((n) => n.message)).toContain('View saved');
  });

  it('schedules the report: recipients as tags, the server’s 400 on a recipient beside the field', async () => {
    const { tester, view } = setUp('/reports/onTimeByCarrier');
    tester.http.on('POST', API.schedules, FakeHttpClient.reply(400, { success: false, error: { message: 'recipients.1: "x@y" is not an email address', field: 'data.recipients.1' } }));
    fireEvent.click(await view.findByRole('button', { name: 'Schedule' }, LOAD));
    const dialog = await view.findByRole('dialog', {}, LOAD);
    const recipients = within(dialog).getByLabelText(/Recipients/);
    fireEvent.change(recipients, { target: { value: 'ops@acme.test' } });
    fireEvent.keyDown(recipients, { key: 'Enter' });
    fireEvent.change(within(dialog).getByLabelText('Format'), { target: { value: 'xlsx' } });
    fireEvent.change(within(dialog).getByLabelText('At'), { target: { value: '7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(tester.http.callsTo('POST', API.schedules)).toHaveLength(1), LOAD);
    const body = tester.http.callsTo('POST', API.schedules)[0].body as { data: Record<string, unknown> };
    expect(body.data).toMatchObject({ report: 'onTimeByCarrier', name: 'On Time Performance By Carrier', cadence: 'weekly', hour: 7, format: 'xlsx', recipients: ['ops@acme.test'], range: 'last365' });
    expect(await within(dialog).findByText('recipients.1: "x@y" is not an email address', {}, LOAD)).toBeTruthy();
  });

  it('opens a saved view: its filter and layout apply', async () => {
    const { tester, view } = setUp('/reports/onTimeByCarrier?view=v1');
    tester.http.on('GET', `${API.pdf}/onTimeByCarrier`, () => new Blob(['%PDF-1.4']));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const filters = await view.findByRole('group', { name: 'Filters' }, LOAD);
    await waitFor(() => expect((within(filters).getByLabelText('Carriers (SCAC)') as HTMLInputElement).value).toBe('MAEU'), LOAD);
    fireEvent.click(view.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(tester.http.callsTo('GET', `${API.pdf}/onTimeByCarrier`)).toHaveLength(1), LOAD);
    expect(tester.http.callsTo('GET', `${API.pdf}/onTimeByCarrier`)[0].query).toEqual({ from: '2026-01-01', to: '2026-03-31', carriers: 'MAEU' });
  });

  it('lists saved views linking to their report with the view applied', async () => {
    const { view } = setUp('/reports/views');
    const table = await view.findByRole('table', { name: 'Saved views' }, LOAD);
    expect(within(table).getByRole('link', { name: 'Maersk this quarter' }).getAttribute('href')).toBe('/reports/onTimeByCarrier?view=v1');
    await within(table).findByText('On Time Performance By Carrier', {}, LOAD);
    expect(within(table).getByText('Shared')).toBeTruthy();
    expect(await seriousA11yViolations(view.container)).toEqual([]);
  });

  it('lists schedules with their last outcome; pause, run now (then its runs), delete after confirming', async () => {
    const { tester, view } = setUp('/reports/schedules');
    tester.http
      .on('PUT', `${API.schedules}/s1`, ok({ record: { ...SCHEDULE, active: false, version: 4 } }))
      .on('POST', `${API.schedules}/s1/run`, ok({ record: { status: 'SENT' } }))
      .on('GET', `${API.schedules}/s1/runs`, ok({ items: [{ _id: 'r1', scheduleId: 's1', ranAt: '2026-04-01T08:00:00Z', status: 'SENT', rows: 12, recipients: ['ops@acme.test'], error: null }] }))
      .on('DELETE', `${API.schedules}/s1`, ok({}));
    const table = await view.findByRole('table', { name: 'Scheduled reports' }, LOAD);
    const row = within(table).getByRole('row', { name: 'Weekly carrier punctuality' });
    expect(row.textContent).toContain('Weekly (Mondays) at 06:00 UTC');
    expect(row.textContent).toContain('Failed');
    expect(row.textContent).toContain('Mail server refused the message');
    expect(await seriousA11yViolations(view.container)).toEqual([]);

    fireEvent.click(within(row).getByRole('button', { name: 'Pause Weekly carrier punctuality' }));
    await waitFor(() => expect(tester.http.callsTo('PUT', `${API.schedules}/s1`)).toHaveLength(1), LOAD);
    expect(tester.http.callsTo('PUT', `${API.schedules}/s1`)[0].body).toEqual({ data: { active: false, version: 3 } });

    fireEvent.click(within(row).getByRole('button', { name: 'Run Weekly carrier punctuality now' }));
    const runs = await view.findByRole('table', { name: 'Runs' }, LOAD);
    await waitFor(() => expect(within(runs).getAllByRole('row')[1].textContent).toContain('Sent12ops@acme.test'), LOAD);
    expect(tester.http.callsTo('POST', `${API.schedules}/s1/run`)).toHaveLength(1);
    expect(view.getByRole('heading', { name: 'Runs of Weekly carrier punctuality' })).toBeTruthy();
    fireEvent.keyDown(runs, { key: 'Escape' });
    await waitFor(() => expect(view.queryByRole('table', { name: 'Runs' })).toBeNull(), LOAD);

    fireEvent.click(within(view.getByRole('table', { name: 'Scheduled reports' })).getByRole('button', { name: 'Delete Weekly carrier punctuality' }));
    const confirm = await view.findByRole('alertdialog', {}, LOAD);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(tester.http.callsTo('DELETE', `${API.schedules}/s1`)).toHaveLength(1), LOAD);
  });
});
