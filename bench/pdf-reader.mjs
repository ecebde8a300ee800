// The PDF reader's accuracy and speed (plugins/compliance/server/pdfReader/README-PDF-READER.md):
//  1. the generated corpus (pdfkit, 3 shipping bill and 3 bill of lading layouts, deterministic seeds):
//     per-field accuracy (exact match after normalization) per kind;
//  2. the public sample PDFs with an expected-fields JSON in pdfReader/samples/ (per-field accuracy);
//  3. pages per second of text extraction + field rules over the generated corpus.
//
//   node bench/pdf-reader.mjs [--documents 60] [--seed 1]
//
// The reader's TypeScript is bundled at run time with esbuild (SDK compiled in, packages external, as
// scripts/build-server.mjs does), so it measures the sources as they are. Figures only, no assertions.
import { build } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const argv = process.argv.slice(2);
const value = (name, fallback) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : fallback);
const DOCUMENTS = Number(value('documents', 60));
const SEED = Number(value('seed', 1));
const reader = 'plugins/compliance/server/pdfReader';

const dir = mkdtempSync(join(tmpdir(), 'pdf-reader-bench-'));
const outfile = join(dir, 'reader.mjs');
try {
  await build({
    absWorkingDir: root,
    stdin: {
      contents: [
        `export { generateCorpus } from './${reader}/corpus/generateCorpus';`,
        `export { loadSamples } from './${reader}/corpus/loadSamples';`,
        `export { readPdfText } from './${reader}/readPdfText';`,
        `export { extractFields } from './${reader}/extractFields';`,
        `export { measureAccuracy, accuracyTable } from './${reader}/accuracy';`,
      ].join('\n'),
      resolveDir: root,
      loader: 'ts',
    },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    loader: { '.sql': 'text' },
    plugins: [
      {
        name: 'external-packages',
        setup(b) {
          // Packages stay external, resolved from here (the repository's node_modules) to absolute URLs, so
          // the bundle runs from a temporary folder.
          b.onResolve({ filter: /^[^./]/ }, (args) => (args.path === '@portolan/sdk' || args.path.startsWith('@portolan/sdk/') ? undefined : { path: import.meta.resolve(args.path), external: true }));
        },
      },
    ],
    banner: { js: "import { createRequire as __benchRequire } from 'node:module';\nconst require = __benchRequire(import.meta.url);" },
    logLevel: 'warning',
  });
  const { generateCorpus, loadSamples, readPdfText, extractFields, measureAccuracy, accuracyTable } = await import(pathToFileURL(outfile).href);

  let pages = 0;
  let readMs = 0;
  for (const kind of ['SHIPPING_BILL', 'BILL_OF_LADING']) {
    const docs = await generateCorpus(kind, DOCUMENTS, SEED);
    const results = [];
    for (const doc of docs) {
      const started = performance.now();
      const text = await readPdfText(doc.bytes);
      const fields = extractFields(kind, text);
      readMs += performance.now() - started;
      pages += text.length;
      results.push({ name: `${doc.layout}#${doc.seed}`, truth: doc.truth, fields });
    }
    const layouts = [...new Set(docs.map((d) => d.layout))].join(', ');
    console.log(`${accuracyTable(`${kind}: generated corpus, ${docs.length} documents (${layouts})`, measureAccuracy(results))}\n`);
  }
  console.log(`generated corpus: ${pages} pages read in ${Math.round(readMs)} ms = ${((pages * 1000) / readMs).toFixed(1)} pages/s (text + field rules, one at a time)\n`);

  const samples = loadSamples(join(root, reader, 'samples'));
  for (const kind of ['SHIPPING_BILL', 'BILL_OF_LADING']) {
    const results = [];
    let samplePages = 0;
    let sampleMs = 0;
    for (const sample of samples.filter((s) => s.kind === kind)) {
      const started = performance.now();
      try {
        const text = await readPdfText(sample.bytes);
        samplePages += text.length;
        results.push({ name: sample.name, truth: sample.truth, fields: extractFields(kind, text) });
      } catch (error) {
        console.log(`${sample.name}: ${error.message}`);
        results.push({ name: sample.name, truth: sample.truth, fields: [] });
      }
      sampleMs += performance.now() - started;
    }
    if (!results.length) continue;
    const rows = measureAccuracy(results);
    console.log(accuracyTable(`${kind}: ${results.length} sample PDFs, ${samplePages} pages, ${((samplePages * 1000) / Math.max(sampleMs, 1)).toFixed(1)} pages/s`, rows));
    for (const row of rows.filter((r) => r.misses.length)) console.log(`  ${row.field} misses: ${row.misses.map((m) => `${m.document} expected ${JSON.stringify(m.expected)} read ${JSON.stringify(m.read)}`).join('; ')}`);
    console.log('');
  }
  console.log(`${samples.length} sample PDFs with expected fields in ${reader}/samples`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
