import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { createPluginTester, renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import { docSections } from './docSections';

const LOAD = { timeout: 10_000 };

function openSignedOut(path = '/components') {
  return renderWorkbench(createPluginTester({ plugin, user: null }), path);
}

describe('/components', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('shows every section with its heading, import line and link, signed out, without asking the API', async () => {
    const tester = createPluginTester({ plugin, user: null });
    const view = renderWorkbench(tester, '/components');
    await view.findByRole('heading', { level: 1, name: 'Components' }, LOAD);
    const nav = view.getByRole('navigation', { name: 'Component sections' });
    for (const section of docSections) {
      const region = view.getByRole('region', { name: section.title });
      expect(within(region).getByRole('heading', { level: 2, name: section.title })).toBeTruthy();
      expect(within(region).getByText(section.importLine)).toBeTruthy();
      expect(within(nav).getByRole('link', { name: section.title }).getAttribute('href')).toBe(`/components#${section.id}`);
    }
    expect(view.getByText("import { DataTable, type DataColumn } from '@portolan/sdk';")).toBeTruthy();
    expect(await within(view.getByRole('region', { name: 'PortPicker' })).findByText('Sign in to try it', undefined, LOAD)).toBeTruthy();
    await view.findByRole('img', { name: /Example: TEU shipped per month/ }, LOAD);
    await view.findByRole('region', { name: 'Example page composer' }, LOAD);
    await view.findAllByRole('button', { name: 'Sort by Reference, ascending' }, LOAD);
    await view.findByRole('form', { name: 'Example booking form' }, LOAD);
    await waitFor(() => expect(view.getAllByRole('group', { name: 'Filters' })).toHaveLength(2), LOAD);
    await view.findByRole('radiogroup', undefined, LOAD);
    await view.findByLabelText('Example rate sheet', undefined, LOAD);
    await view.findByRole('searchbox', { name: 'Search example shipments' }, LOAD);
    expect(tester.http.calls).toHaveLength(0);
    expect(await seriousA11yViolations(view.container)).toEqual([]);
  });

  it('checks the form example on the client and shows the server 400 beside its field', async () => {
    const view = openSignedOut('/components?q=useForm');
    const form = await view.findByRole('form', { name: 'Example booking form' }, LOAD);
    fireEvent.click(within(form).getByRole('button', { name: 'Check and submit' }));
    expect(await within(form).findByText('Enter a reference')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/Reference/), { target: { value: 'TAKEN-1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Check and submit' }));
    expect(await within(form).findByText('This reference is already used')).toBeTruthy();
    expect(within(form).getByLabelText(/Reference/).getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(within(form).getByLabelText(/Reference/), { target: { value: 'EX-1001' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Check and submit' }));
    expect(await within(form).findByText(/Accepted \(in this page only\): EX-1001, 1 container\./)).toBeTruthy();
  });

  it('filters the sections with the search, and says when nothing matches', async () => {
    const view = openSignedOut();
    const search = await view.findByLabelText('Find a component', undefined, LOAD);
    fireEvent.change(search, { target: { value: 'chart' } });
    const titles = view.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['BarChart', 'LineChart', 'HBarChart']);
    expect(view.getByText('3 of 11 sections match.')).toBeTruthy();
    expect(within(view.getByRole('navigation', { name: 'Component sections' })).getAllByRole('link').map((a) => a.textContent)).toEqual(['BarChart', 'LineChart', 'HBarChart']);
    fireEvent.change(search, { target: { value: 'upload file' } });
    expect(view.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['FileDropZone']);
    fireEvent.change(search, { target: { value: 'zeppelin' } });
    expect(view.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
    expect(view.getByText('No component matches “zeppelin”')).toBeTruthy();
    fireEvent.change(search, { target: { value: '' } });
    expect(view.getAllByRole('heading', { level: 2 })).toHaveLength(docSections.length);
  });

  it('opens a shared link with the search applied', async () => {
    const view = openSignedOut('/components?q=composer#composer');
    const heading = await view.findByRole('heading', { level: 2, name: 'ComposerStore and ComposerEditor' }, LOAD);
    expect(view.getAllByRole('heading', { level: 2 })).toHaveLength(1);
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('sorts the DataTable example when a header is clicked, and pages it', async () => {
    const view = openSignedOut('/components?q=DataTable');
    const table = await view.findByRole('region', { name: 'Example shipments' }, LOAD);
    // The grid draws its header in more than one quadrant: the first is the one in view.
    const sortBy = async (name: string) => (await within(table).findAllByRole('button', { name }, LOAD))[0];
    const shows = (text: string) => within(table).queryAllByText(text).length > 0;
    const sortButton = await sortBy('Sort by Reference, ascending');
    expect(shows('EX-1001')).toBe(true);
    expect(shows('EX-1012')).toBe(false);
    fireEvent.click(sortButton);
    expect(await sortBy('Sort by Reference, descending')).toBeTruthy();
    expect(shows('EX-1012')).toBe(true);
    expect(shows('EX-1001')).toBe(false);
    fireEvent.click(await sortBy('Sort by Reference, descending'));
    expect(await sortBy('Sort by Reference, ascending')).toBeTruthy();
    expect(shows('EX-1001')).toBe(true);
    expect(view.getByText('1–5 of 12 rows')).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'Next page' }));
    expect(view.getByText('6–10 of 12 rows')).toBeTruthy();
    fireEvent.change(view.getByLabelText('Mode'), { target: { value: 'AIR' } });
    expect(view.getByText('1–2 of 2 rows')).toBeTruthy();
  });

  it('adds a block to the composer example on a palette click', async () => {
    const view = openSignedOut('/components?q=composer');
    const editor = await view.findByRole('region', { name: 'Example page composer' }, LOAD);
    const canvas = within(editor).getByRole('region', { name: 'Canvas' });
    expect(within(canvas).getByText('Welcome to our services.')).toBeTruthy();
    expect(within(canvas).queryByText('Write something here.')).toBeNull();
    fireEvent.click(within(within(editor).getByRole('region', { name: 'Blocks' })).getByRole('button', { name: /Text/ }));
    expect(within(canvas).getByText('Write something here.')).toBeTruthy();
    expect((within(editor).getByLabelText('Title') as HTMLInputElement).value).toBe('Text');
  });

  it('signed in, offers the live PortPicker against the place lookup', async () => {
    const tester = createPluginTester({ plugin });
    tester.http.on('GET', '/api/system/lookup/places', {
      success: true,
      data: { items: [{ code: 'INNSA', name: 'Nhava Sheva', country: 'IN', countryName: 'India', kind: 'PORT', lat: 18.95, lon: 72.95, nearestPorts: [] }] },
    });
    const view = renderWorkbench(tester, '/components?q=PortPicker');
    const field = await view.findByLabelText('Port of loading', undefined, LOAD);
    fireEvent.change(field, { target: { value: 'nhava' } });
    fireEvent.click(await view.findByRole('option', { name: /Nhava Sheva/ }, LOAD));
    expect(await view.findByText('Chosen: Nhava Sheva, India (INNSA)')).toBeTruthy();
    expect(tester.http.callsTo('GET', '/api/system/lookup/places').length).toBeGreaterThan(0);
  });
});
