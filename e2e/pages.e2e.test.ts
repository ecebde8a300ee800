import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, signIn, type BrowserSession } from './browser';
import { expectNoSeriousA11yProblems } from './axe';

const baseUrl = inject('baseUrl');
let acme: BrowserSession;
let platform: BrowserSession;
let visitor: BrowserSession;
/** This run's request, found again by the platform admin. */
const SUBJECT = `Reefer plug-in hours on the Hamburg loop ${Date.now() % 100_000}`;

beforeAll(async () => {
  [acme, platform, visitor] = await Promise.all([openBrowser(baseUrl), openBrowser(baseUrl), openBrowser(baseUrl)]);
});
afterAll(async () => {
  await Promise.all([acme?.close(), platform?.close(), visitor?.close()]);
});

describe('the pages app: FAQs, the contact form, first-run set-up and the component documentation', () => {
  it('Acme searches the FAQs, finds an answer, and is sent to the contact form when nothing matches', async () => {
    const { page } = acme;
    await page.goto('/faqs');
    await signIn(page, 'shipper@portolan.test');
    await page.getByRole('button', { name: 'How do I track a container?' }).or(page.getByText('How do I track a container?')).first().waitFor();
    await expectNoSeriousA11yProblems(page, 'FAQs');
    const search = page.getByRole('searchbox', { name: /Search the FAQs/ }).or(page.getByLabel(/Search the FAQs/)).first();
    await search.fill('zzqx nothing like this');
    await search.press('Enter');
    await page.getByText(/No questions match/).waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('zzqx nothing like this');
    await search.fill('container');
    await search.press('Enter');
    await page.getByText('How do I track a container?').first().waitFor();
    expect(await page.getByText(/No questions match/).count()).toBe(0);
  });

  it('Acme sends a support request and gets its reference; the platform admin sees it among every company’s requests', async () => {
    const { page } = acme;
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact support' });
    await form.waitFor();
    await form.getByRole('button', { name: 'Send request' }).click();
    // Nothing typed: the form says which field is missing and sends nothing.
    expect(await page.getByRole('status').filter({ hasText: 'we received your request' }).count()).toBe(0);
    await form.getByLabel('Subject').fill(SUBJECT);
    await form.getByLabel('Message').fill('Our reefers wait at the Hamburg terminal before loading: how many plug-in hours are free, and who pays beyond them?');
    await form.getByRole('button', { name: 'Send request' }).click();
    const thanks = page.getByRole('status').filter({ hasText: 'we received your request' });
    await thanks.waitFor();
    expect(await thanks.textContent()).toMatch(/SUP-\d{4}-\d{5}/);
    await page.getByRole('table', { name: 'Your requests' }).getByText(SUBJECT).waitFor();
    await expectNoSeriousA11yProblems(page, 'contact');

    await platform.page.goto('/contact');
    await signIn(platform.page, 'admin@portolan.test');
    await platform.page.getByRole('table', { name: 'Support requests' }).getByText(SUBJECT).waitFor();
    await expectNoSeriousA11yProblems(platform.page, 'support requests (platform admin)');
  });

  it('signed out: /setup says set-up is done (no chrome), and /components documents the SDK', async () => {
    const { page } = visitor;
    await page.goto('/setup');
    await page.getByRole('heading', { name: 'Set-up is done' }).waitFor();
    expect(await page.getByRole('banner').count()).toBe(0);
    await expectNoSeriousA11yProblems(page, 'setup (closed)');
    await page.goto('/components');
    await page.getByRole('heading', { level: 2, name: 'DataTable' }).waitFor();
    expect(await page.getByText(/^import \{ DataTable, type DataColumn \} from '@portolan\/sdk';$/).count()).toBeGreaterThan(0);
    await expectNoSeriousA11yProblems(page, 'components');
  });
});
