import { icegateShippingBill } from '../plugins/compliance/server/pdfReader/corpus/shippingBillLayouts';
import { shippingBillFacts } from '../plugins/compliance/server/pdfReader/corpus/shippingBillTruth';
import { SeededRandom } from '../plugins/compliance/server/pdfReader/corpus/seededRandom';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * A shipping bill PDF in the ICEGATE print layout (the PDF reader's generated corpus) for the browser
 * journey: Acme's export to a US buyer invoiced at USD 18,450.00 — the amount of the demo's unmatched
 * remittance IRM-DEMO-18450 — shipped from Nhava Sheva three weeks ago; the SB number differs per run.
 */
export async function e2eShippingBill(run: number): Promise<{ bytes: Buffer; sbNumber: string; invoiceNumber: string }> {
  const facts = shippingBillFacts(new SeededRandom(run));
  const sbNumber = String(5_000_000 + (run % 4_000_000));
  const invoiceNumber = `EXP/26-27/${String(run % 10_000).padStart(4, '0')}`;
  facts.truth = {
    ...facts.truth,
    sbNumber,
    sbDate: day(-21),
    invoiceDate: day(-24),
    leoDate: day(-20),
    portCode: 'INNSA1',
    exporterName: 'Acme Exports Private Limited',
    invoiceNumber,
    invoiceValue: '18450.00',
    currency: 'USD',
    buyerName: 'Harbor Lane Apparel Inc',
    buyerCountry: 'US',
    countryOfDestination: 'US',
    portOfDischarge: 'USNYC',
  };
  facts.buyerCountryName = 'United States';
  facts.drawback = false;
  return { bytes: await icegateShippingBill(facts), sbNumber, invoiceNumber };
}
