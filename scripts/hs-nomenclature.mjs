#!/usr/bin/env node
/**
 * Converts the HS 2022 nomenclature of the public repository datasets/harmonized-system (ODC-PDDL-1.0,
 * from UN Comtrade) into the bookings plugin's compact data file:
 *
 *   git -C <clone of datasets/harmonized-system> show HEAD:data/harmonized-system.csv > hs.csv
 *   git -C <clone> show HEAD:data/sections.csv > sections.csv
 *   node scripts/hs-nomenclature.mjs hs.csv sections.csv > plugins/bookings/server/hs/hs2022.json
 *
 * Output: `{ edition, source, licence, sections: [{ section, name, chapters: [first, last] }],
 * codes: ['<code>\t<description>', …] }` — every chapter (2 digits), heading (4) and subheading (6) in
 * code order, one string each (the parent of a code is its prefix, so it is not stored). UN Comtrade's
 * own rows (TOTAL, 99, 9999, 999999: "not specified according to kind") are not HS codes: left out.
 */
import { readFileSync } from 'node:fs';

function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') (field += '"'), i++;
      else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') row.push(field), (field = '');
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field), rows.push(row), (row = []), (field = '');
    } else field += ch;
  }
  if (field || row.length) row.push(field), rows.push(row);
  return rows.filter((r) => r.length > 1);
}

const [codesFile, sectionsFile] = process.argv.slice(2);
if (!codesFile || !sectionsFile) {
  console.error('usage: node scripts/hs-nomenclature.mjs harmonized-system.csv sections.csv');
  process.exit(2);
}
const strip = (t) => t.replace(/^\uFEFF/, '');
const sectionNames = new Map(parseCsv(strip(readFileSync(sectionsFile, 'utf8'))).slice(1).map(([roman, name]) => [roman, name]));
const clean = (t) => t.replace(/\s+/g, ' ').trim();
const codes = [];
const sections = [];
for (const [roman, code, description, , level] of parseCsv(strip(readFileSync(codesFile, 'utf8'))).slice(1)) {
  if (!/^\d+$/.test(code) || !['2', '4', '6'].includes(level) || code.length !== Number(level) || roman === 'TOTAL' || code.startsWith('99')) continue;
  if (code.length === 2) {
    let last = sections.at(-1);
    if (last?.section !== roman) {
      const name = sectionNames.get(roman);
      if (!name) throw new Error(`No name for section ${roman}`);
      last = { section: roman, name: clean(name), chapters: [code, code] };
      sections.push(last);
    }
    last.chapters[1] = code;
  }
  codes.push(`${code}\t${clean(description)}`);
}
// One code per line, so a new edition's changes read as a diff.
const head = { edition: 'HS 2022', source: 'UN Comtrade, through the public repository datasets/harmonized-system (data/harmonized-system.csv, data/sections.csv)', licence: 'ODC-PDDL-1.0 (public domain)' };
const lines = [
  '{',
  ...Object.entries(head).map(([k, v]) => ` ${JSON.stringify(k)}: ${JSON.stringify(v)},`),
  ' "sections": [',
  sections.map((x) => `  ${JSON.stringify(x)}`).join(',\n'),
  ' ],',
  ' "codes": [',
  codes.map((c) => `  ${JSON.stringify(c)}`).join(',\n'),
  ' ]',
  '}',
];
process.stdout.write(`${lines.join('\n')}\n`);
