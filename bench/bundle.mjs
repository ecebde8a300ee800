// Prints the gzip size of the JS (and CSS) that each part of the web app needs, from dist/web/chunks.json.
// Targets (issue 2): /login ≤ 160 KiB gz JS, signed-in shell ≤ 250 KiB gz JS, each plugin chunk ≤ 60 KiB gz.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dir = new URL('../dist/web/', import.meta.url).pathname;
const { chunks, css } = JSON.parse(readFileSync(join(dir, 'chunks.json'), 'utf8'));
const byFile = new Map(chunks.map((c) => [c.fileName, c]));
const gz = new Map();
const gzSize = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dir, file))).length);
  return gz.get(file);
};
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** A chunk and everything it imports statically. */
function closure(files) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const dep of byFile.get(file)?.imports ?? []) visit(dep);
  };
  files.forEach(visit);
  return seen;
}
const sum = (files) => [...files].reduce((n, f) => n + gzSize(f), 0);
const byFacade = (suffix) => chunks.find((c) => c.facadeModuleId?.endsWith(suffix));

const isShared = (c) => Boolean(c.shared);
const entry = chunks.find((c) => c.isEntry && !isShared(c));
const entryClosure = closure([entry.fileName]);
const login = byFacade('plugins/auth/web/views/LoginScreen.tsx');
const chrome = byFacade('host/web/shell/ChromeLayout.tsx');
const loginFiles = closure([entry.fileName, login.fileName]);
const shellFiles = closure([entry.fileName, chrome.fileName]);

const rows = [];
const check = (name, bytes, limit) => rows.push({ name, gz: kib(bytes), limit: limit ? kib(limit) : '', status: !limit ? '' : bytes <= limit ? 'ok' : 'OVER' });
check('entry (boot: React, router, MobX, DI, core services)', sum(entryClosure));
check('/login before it can render (JS)', sum(loginFiles), 160 * 1024);
check('signed-in shell (JS)', sum(shellFiles), 250 * 1024);
for (const c of chunks.filter((c) => c.isDynamicEntry && c.facadeModuleId?.startsWith('plugins/'))) {
  const own = closure([c.fileName]);
  const extra = [...own].filter((f) => !entryClosure.has(f));
  check(`plugin chunk ${c.facadeModuleId} (+ its own deps)`, sum(extra), 60 * 1024);
}
for (const file of css) check(`stylesheet ${file}`, gzSize(file));
// Everything else is loaded on demand after first render (icon paths, the snackbar, shared pieces).
const counted = new Set([...loginFiles, ...shellFiles]);
const rest = chunks.filter((c) => !counted.has(c.fileName) && !c.facadeModuleId?.startsWith('plugins/') && !isShared(c));
for (const c of rest.filter((c) => c.isDynamicEntry)) {
  const name = c.facadeModuleId?.replace(/^.*node_modules\//, '') ?? c.fileName;
  check(`on demand: ${name}`, gzSize(c.fileName));
}

// The shared libraries add-ons import through the import map (DESIGN §3a): loaded only when an add-on needs them.
const shared = chunks.filter(isShared);
if (shared.length) {
  const sharedFiles = [...closure(shared.map((c) => c.fileName))].filter((f) => !entryClosure.has(f));
  check(`add-ons: every shared library beyond the entry (${shared.length} modules)`, sum(sharedFiles));
}

const width = Math.max(...rows.map((r) => r.name.length));
console.log(`${'what'.padEnd(width)}  ${'gzip'.padStart(10)}  ${'budget'.padStart(10)}`);
for (const r of rows) console.log(`${r.name.padEnd(width)}  ${r.gz.padStart(10)}  ${r.limit.padStart(10)}  ${r.status}`);
const over = rows.filter((r) => r.status === 'OVER');
if (over.length) {
  console.log(`\n${over.length} over budget`);
  process.exitCode = 1;
}
