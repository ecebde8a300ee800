import type { ExtractionKind } from '../../../shared/states';
import { BILL_OF_LADING_LAYOUTS } from './billOfLadingLayouts';
import { billOfLadingFacts } from './billOfLadingTruth';
import { SeededRandom } from './seededRandom';
import { SHIPPING_BILL_LAYOUTS } from './shippingBillLayouts';
import { shippingBillFacts } from './shippingBillTruth';

/** One generated document: its layout, the PDF and what the reader should answer for each field. */
export interface CorpusDocument {
  kind: ExtractionKind;
  layout: string;
  seed: number;
  bytes: Buffer;
  truth: Record<string, string | null>;
}

/** One document of a kind from a seed (the layouts take turns by seed). */
export async function generateDocument(kind: ExtractionKind, seed: number): Promise<CorpusDocument> {
  const rng = new SeededRandom(seed * 7919 + (kind === 'SHIPPING_BILL' ? 1 : 2));
  if (kind === 'SHIPPING_BILL') {
    const layouts = Object.entries(SHIPPING_BILL_LAYOUTS);
    const [layout, draw] = layouts[seed % layouts.length]!;
    const facts = shippingBillFacts(rng);
    return { kind, layout, seed, bytes: await draw(facts), truth: facts.truth };
  }
  const layouts = Object.entries(BILL_OF_LADING_LAYOUTS);
  const [layout, draw] = layouts[seed % layouts.length]!;
  const facts = billOfLadingFacts(rng);
  return { kind, layout, seed, bytes: await draw(facts), truth: facts.truth };
}

/** `count` documents of a kind, seeds `firstSeed …`, deterministic. */
export async function generateCorpus(kind: ExtractionKind, count: number, firstSeed = 1): Promise<CorpusDocument[]> {
  const documents: CorpusDocument[] = [];
  for (let seed = firstSeed; seed < firstSeed + count; seed++) documents.push(await generateDocument(kind, seed));
  return documents;
}
