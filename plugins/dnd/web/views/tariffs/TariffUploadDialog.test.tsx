import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { createPluginTester, layoutViewport, renderWorkbench } from '@portolan/sdk/testing';
import plugin from '../../index';
import { DND_API } from '../../../shared/types';
import { serveDndScreens } from '../dndFixtures';

const LOAD = { timeout: 10_000 };

describe('Tariff upload dialog', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('sends the file and shows every refused row with its column', async () => {
    const tester = createPluginTester({ plugin, accesses: { dnd: ['Read', 'Create'] } });
    serveDndScreens(tester.http).on(
      'POST',
      DND_API.ratesBulk,
      {
        success: false,
        error: { message: '2 problems in 2 rows; no tariff was saved', code: 'VALIDATION_ERROR', field: 'file' },
        data: { rows: 3, problems: [{ row: 2, field: 'perDiem', message: 'perDiem must be an amount like 75.00' }, { row: 3, field: 'port', message: 'Give a UN/LOCODE of a seaport' }], problemCount: 2 },
      },
      { status: 400 },
    );
    const view = renderWorkbench(tester, '/dnd/tariffs');
    fireEvent.click(await view.findByRole('button', { name: 'Upload tariffs' }, LOAD));
    const dialog = await view.findByRole('dialog', { name: 'Upload tariffs' }, LOAD);
    const file = new File(['carrier,port\nMAEU,NLRTM\n'], 'tariffs.csv', { type: 'text/csv' });
    fireEvent.change(within(dialog).getByLabelText('File of tariffs'), { target: { files: [file] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(tester.http.callsTo('POST', DND_API.ratesBulk)).toHaveLength(1), LOAD);
    expect((tester.http.callsTo('POST', DND_API.ratesBulk)[0].body as FormData).get('file')).toBeInstanceOf(File);
    const refused = await within(dialog).findByRole('table', { name: 'Refused rows' }, LOAD);
    expect(within(refused).getAllByRole('row').map((r) => r.textContent)).toEqual(['RowColumnProblem', '2perDiemperDiem must be an amount like 75.00', '3portGive a UN/LOCODE of a seaport']);
    expect(within(dialog).getByRole('alert').textContent).toContain('no tariff was saved');
  });
});
