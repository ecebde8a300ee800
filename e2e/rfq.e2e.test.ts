import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, pickPort, signIn, tick, type BrowserSession } from './browser';
import { expectNoSeriousA11yProblems } from './axe';

const baseUrl = inject('baseUrl');
let acme: BrowserSession;
let bluewave: BrowserSession;
let harbourline: BrowserSession;
let approver: BrowserSession;

beforeAll(async () => {
  [acme, bluewave, harbourline, approver] = await Promise.all([openBrowser(baseUrl), openBrowser(baseUrl), openBrowser(baseUrl), openBrowser(baseUrl)]);
});
afterAll(async () => {
  await Promise.all([acme?.close(), bluewave?.close(), harbourline?.close(), approver?.close()]);
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** A `datetime-local` value `offset` days from now (the browser's zone is the machine's). */
const localDateTime = (offset: number) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};




const RUN = Date.now() % 1_000_000;
const TITLE = `Acme e2e tender ${RUN}`;
const SHIPMENT_REF = `RFQ-E2E-${RUN}`;
let reference = '';
let rfqPath = '';

/** Opens the RFQ from a vendor's invitations and answers its bid sheet. */
async function openBidSheet(page: Page) {
  await page.goto('/rfq/invitations');
  await page.getByRole('heading', { name: 'Invitations to bid' }).first().waitFor();
  await page.getByRole('link', { name: `Bid on ${reference}` }).click();
  await page.getByRole('heading', { name: new RegExp(reference) }).waitFor();
  const sheet = page.getByRole('table', { name: 'Bid sheet' });
  await sheet.waitFor();
  return sheet;
}

async function submitBid(page: Page, revision: number) {
  await page.getByRole('button', { name: new RegExp(`^Submit \\(revision ${revision}`) }).click();
  await page.getByRole('status', { name: 'Bid sheet status' }).getByText(new RegExp(`revision ${revision} `)).waitFor();
}

describe('procurement RFQ: a shipper tenders two lanes, two vendors bid, negotiate, approve, award, ship', () => {
  it('Acme creates an RFQ over two lanes, invites Bluewave and Harbourline, and opens it for bids', async () => {
    const { page } = acme;
    await page.goto('/rfq/new');
    await signIn(page, 'shipper@portolan.test');
    await page.getByLabel(/^Title/).waitFor();
    await expectNoSeriousA11yProblems(page, 'new RFQ form');
    await page.getByLabel(/^Title/).fill(TITLE);
    await page.getByLabel(/^Contract from/).fill(day(30));
    await page.getByLabel(/^Contract to/).fill(day(395));
    await page.getByLabel(/^Bid deadline/).fill(localDateTime(7));
    await tick(page, 'Bluewave Logistics');
    await tick(page, 'Harbourline Forwarding');
    await page.getByRole('button', { name: 'Add lane' }).click();
    const lanes: Array<[string, string, string, string, string]> = [
      ['INNSA', 'NLRTM', '42G1', '50', '1800'],
      ['INMUN', 'USNYC', '45G1', '30', '3200'],
    ];
    for (const [i, [origin, destination, type, volume, baseline]] of lanes.entries()) {
      const n = i + 1;
      await pickPort(page, `Origin, lane ${n}`, origin);
      await pickPort(page, `Destination, lane ${n}`, destination);
      await page.getByLabel(`Container type, lane ${n}`).selectOption(type);
      await page.getByLabel(`Volume, lane ${n}`).fill(volume);
      await page.getByLabel(`Baseline, lane ${n}`).fill(baseline);
    }
    await page.getByRole('button', { name: 'Create RFQ' }).click();
    const heading = page.getByRole('heading', { level: 1, name: new RegExp(TITLE) });
    await heading.waitFor();
    reference = (await heading.textContent())!.match(/RFQ-\d{4}-\d{5}/)![0];
    rfqPath = new URL(page.url()).pathname;
    expect(rfqPath).toMatch(/^\/rfq\/[0-9a-f-]{36}$/);
    await expectNoSeriousA11yProblems(page, 'RFQ details (draft)');
    await page.getByRole('button', { name: 'Open for bids' }).click();
    await heading.getByText('Open').waitFor();
  });

  it('Bluewave finds the invitation, bids on both lanes, then revises one', async () => {
    const { page } = bluewave;
    await page.goto('/rfq/invitations');
    await signIn(page, 'forwarder@portolan.test');
    await page.getByRole('link', { name: `Bid on ${reference}` }).waitFor();
    await expectNoSeriousA11yProblems(page, 'invitations to bid');
    await openBidSheet(page);
    await expectNoSeriousA11yProblems(page, 'bid sheet');
    // The vendor never sees the shipper's baseline.
    expect(await page.locator('main').textContent()).not.toMatch(/1,800|3,200/);
    await page.getByLabel('Our amount, lane 1').fill('1750');
    await page.getByLabel('Carrier, lane 1').fill('MAEU');
    await page.getByLabel('Transit days, lane 1').fill('24');
    await page.getByLabel('Our amount, lane 2').fill('3100');
    await page.getByLabel('Carrier, lane 2').fill('MAEU');
    await submitBid(page, 1);
    await page.getByLabel('Our amount, lane 1').fill('1720');
    await submitBid(page, 2);
    // Each submission is kept: 50 × 1,750 + 30 × 3,100, then 50 × 1,720 + 30 × 3,100.
    await page.getByRole('tab', { name: 'Our revisions' }).click();
    const revisions = page.locator('summary');
    await expect.poll(() => revisions.count()).toBe(2);
    expect(await revisions.allTextContents()).toEqual([
      expect.stringMatching(/^Revision 2 · round 1 · .* total USD\s179,000\.00$/),
      expect.stringMatching(/^Revision 1 · round 1 · .* total USD\s180,500\.00$/),
    ]);
  });

  it('Harbourline bids too, and sees none of Bluewave’s prices', async () => {
    const { page } = harbourline;
    await page.goto('/rfq/invitations');
    await signIn(page, 'vendor2@portolan.test');
    await page.getByRole('link', { name: `Bid on ${reference}` }).waitFor();
    await openBidSheet(page);
    expect(await page.locator('main').textContent()).not.toMatch(/1,720|1,750|3,100|Bluewave/);
    await page.getByLabel('Our amount, lane 1').fill('1690');
    await page.getByLabel('Carrier, lane 1').fill('MSCU');
    await page.getByLabel('Our amount, lane 2').fill('3150');
    await page.getByLabel('Carrier, lane 2').fill('MSCU');
    await submitBid(page, 1);
  });

  it('every vendor bid: Acme closes bidding and compares the lanes with L1 / L2 ranks', async () => {
    const { page } = acme;
    await page.goto(rfqPath);
    await page.getByRole('button', { name: 'Close bidding' }).click();
    await page.getByRole('heading', { level: 1 }).getByText('Closed').waitFor();
    await page.getByRole('tab', { name: /^Bids/ }).click();
    const matrix = page.getByRole('table', { name: 'Bids by lane and vendor' });
    await matrix.waitFor();
    await matrix.getByRole('button', { name: /^Harbourline Forwarding on lane 1:\s*L1\s.*1,690\.00/ }).waitFor();
    await matrix.getByRole('button', { name: /^Bluewave Logistics on lane 1:\s*L2\s.*1,720\.00/ }).waitFor();
    await matrix.getByRole('button', { name: /^Bluewave Logistics on lane 2:\s*L1\s.*3,100\.00/ }).waitFor();
    await expectNoSeriousA11yProblems(page, 'compare matrix');
  });

  it('Acme negotiates lane 1 with Bluewave: a new round with a counter-offer', async () => {
    const { page } = acme;
    await page.getByRole('tab', { name: /^Negotiation/ }).click();
    await page.getByRole('button', { name: 'New round…' }).click();
    const dialog = page.getByRole('dialog', { name: 'New negotiation round' });
    await dialog.getByLabel(/^Deadline/).fill(localDateTime(2));
    await dialog.getByLabel(/^Message to the vendors/).fill('Please sharpen your lane 1 rate.');
    await tick(dialog.page(), /^Lane 1: INNSA → NLRTM/);
    await tick(dialog.page(), /^Harbourline Forwarding \(L1/);
    await dialog.getByLabel('Counter-offer to Bluewave Logistics, lane 1').fill('1650');
    await expectNoSeriousA11yProblems(page, 'new negotiation round');
    await dialog.getByRole('button', { name: 'Open round' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1 }).getByText('Negotiation').waitFor();
  });

  it('Bluewave sees the counter-offer on lane 1 only and revises it', async () => {
    const { page } = bluewave;
    await openBidSheet(page);
    await page.getByText('1,650.00').first().waitFor();
    expect(await page.getByLabel('Our amount, lane 2').isEditable()).toBe(false);
    await page.getByLabel('Our amount, lane 1').fill('1660');
    await submitBid(page, 3);
  });

  it('Acme closes the round, splits lane 1 60/40, gives lane 2 to Bluewave and requests approval', async () => {
    const { page } = acme;
    await page.goto(rfqPath);
    await page.getByRole('button', { name: 'Close bidding' }).click();
    await page.getByRole('heading', { level: 1 }).getByText('Closed').waitFor();
    await page.getByRole('tab', { name: /^Bids/ }).click();
    const matrix = page.getByRole('table', { name: 'Bids by lane and vendor' });
    await matrix.getByRole('button', { name: /^Bluewave Logistics on lane 1:\s*L1\s.*1,660\.00/ }).waitFor();
    await matrix.getByRole('button', { name: 'Split lane 1 between vendors' }).click();
    await matrix.getByLabel('Share % of Bluewave Logistics, lane 1').fill('60');
    await matrix.getByLabel('Share % of Harbourline Forwarding, lane 1').fill('40');
    await matrix.getByRole('button', { name: 'Split lane 1 between vendors' }).click();
    await matrix.getByRole('button', { name: /^Bluewave Logistics on lane 2:/ }).click();
    await page.getByRole('button', { name: 'Save allocations' }).click();
    await matrix.getByRole('button', { name: /^Bluewave Logistics on lane 2: .*·\s*100 %/ }).waitFor();
    await page.getByRole('tab', { name: /^Approval/ }).click();
    await page.getByRole('button', { name: 'Request approval' }).click();
    await page.getByRole('heading', { level: 1 }).getByText('Pending approval').waitFor();
    await expectNoSeriousA11yProblems(page, 'approval tab');
  });

  it("Acme's approver approves the award", async () => {
    const { page } = approver;
    await page.goto(`${rfqPath}?tab=approval`);
    await signIn(page, 'approver@portolan.test');
    // exact: "Account menu for Arjun Approver" holds the word too.
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve level 1' });
    await dialog.getByLabel(/^Comment/).fill('Within budget, split on lane 1 as agreed.');
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByRole('heading', { level: 1 }).getByText('Approved').waitFor();
  });

  it('Acme awards: Bluewave sees its awarded lanes, its rates become contract rates', async () => {
    await acme.page.goto(rfqPath);
    await acme.page.getByRole('button', { name: 'Award', exact: true }).click();
    await acme.page.getByRole('heading', { level: 1 }).getByText('Awarded').waitFor();

    const { page } = bluewave;
    await page.goto('/rfq/invitations');
    const awarded = page.getByRole('table', { name: 'Lanes awarded to us' });
    await awarded.getByText(reference).first().waitFor();
    // Lane 1: Bluewave's 60 % at its round-2 rate; nothing of Harbourline's.
    const lane1 = awarded.getByRole('row').filter({ hasText: reference }).filter({ hasText: 'NLRTM' });
    await expect(lane1.getByRole('cell', { name: /^60(\.00)? %$/ }).count()).resolves.toBe(1);
    await expect(lane1.getByRole('cell', { name: 'USD 1,660.00' }).count()).resolves.toBe(1);
    expect((await awarded.textContent()) ?? '').not.toMatch(/1,690|Harbourline/);
    await expectNoSeriousA11yProblems(page, 'invitations with awarded lanes');
  });

  it('Acme creates a shipment from the awarded lane 1 for Bluewave and opens it', async () => {
    const { page } = acme;
    await page.getByRole('tab', { name: /^Award/ }).click();
    await page.getByRole('button', { name: 'Create shipments on INNSA to NLRTM, 42G1' }).click();
    const dialog = page.getByRole('dialog', { name: /^Create shipment: INNSA → NLRTM/ });
    const bluewaveOption = (await dialog.locator('option', { hasText: 'Bluewave Logistics' }).textContent())!;
    await dialog.getByLabel(/^Vendor/).selectOption({ label: bluewaveOption });
    await dialog.getByLabel(/^Reference/).fill(SHIPMENT_REF);
    await dialog.getByLabel(/^Containers/).fill('2');
    await dialog.getByLabel(/^ETD/).fill(day(35));
    await dialog.getByLabel(/^ETA/).fill(day(60));
    await expectNoSeriousA11yProblems(page, 'create shipments from a lane');
    await dialog.getByRole('button', { name: 'Create shipment' }).click();
    await page.getByRole('link', { name: SHIPMENT_REF }).click();
    await page.getByRole('heading', { name: new RegExp(SHIPMENT_REF) }).first().waitFor();
  });

  it('every other screen of the area renders its records with no serious accessibility problem', async () => {
    const { page } = acme;
    const screens: Array<[string, RegExp]> = [
      ['/rfq', /Requests for quote/],
      ['/rfq-v2', /Requests for quote/],
      [`/rfq/print-quote?id=${rfqPath.split('/').pop()}`, /Award summary/],
      ['/rfq/settings', /RFQ settings/],
      ['/rfq/settings?tab=approval', /RFQ settings/],
      ['/providers', /Providers/],
    ];
    for (const [path, heading] of screens) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
      await page.getByRole('progressbar').first().waitFor({ state: 'detached' }).catch(() => undefined);
      await expectNoSeriousA11yProblems(page, path);
    }
  });
});
