import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ExtractionKind } from '../../shared/states';
import { accuracyTable, measureAccuracy } from './accuracy';
import { generateCorpus } from './corpus/generateCorpus';
import { loadSamples } from './corpus/loadSamples';
import { extractFields } from './extractFields';
import { readPdfText } from './readPdfText';

const PER_KIND = 30;

describe('PDF reader accuracy', () => {
  it.each<ExtractionKind>(['SHIPPING_BILL', 'BILL_OF_LADING'])('reads every field of %s in the generated corpus at least 95% right', async (kind) => {
    const docs = await generateCorpus(kind, PER_KIND);
    expect(new Set(docs.map((d) => d.layout)).size).toBeGreaterThanOrEqual(3);
    const results = [];
    for (const doc of docs) results.push({ name: `${doc.layout}#${doc.seed}`, truth: doc.truth, fields: extractFields(kind, await readPdfText(doc.bytes)) });
    const rows = measureAccuracy(results);
    console.log(accuracyTable(`${kind}: generated corpus, ${PER_KIND} documents`, rows));
    expect(rows.map((r) => r.field).sort()).toEqual(Object.keys(docs[0]!.truth).sort());
    for (const row of rows) expect(row.accuracy, `${row.field}: ${JSON.stringify(row.misses)}`).toBeGreaterThanOrEqual(0.95);
  }, 60_000);

  it('reports the per-field accuracy of the sample PDFs that have expected fields (reported, not asserted)', async () => {
    const samples = loadSamples(join(__dirname, 'samples'));
    for (const kind of ['SHIPPING_BILL', 'BILL_OF_LADING'] as const) {
      const results = [];
      for (const sample of samples.filter((s) => s.kind === kind)) {
        try {
          results.push({ name: sample.name, truth: sample.truth, fields: extractFields(kind, await readPdfText(sample.bytes)) });
        } catch (error) {
          results.push({ name: sample.name, truth: sample.truth, fields: [] });
          console.log(`${sample.name}: ${(error as Error).message}`);
        }
      }
      if (results.length) console.log(accuracyTable(`${kind}: ${results.length} sample PDFs`, measureAccuracy(results)));
    }
    console.log(`${samples.length} sample PDFs with expected fields`);
  }, 60_000);
});
