#!/usr/bin/env node
/**
 * `npm run new-plugin -- <id> [--entity <Name>] [--into <plugins folder>]`: a new feature area from
 * plugins/_template (issue 8). Copies the template into `plugins/<id>/`, renaming as it goes:
 *
 *   template          → the id: plugin id, access feature, web and API paths   (`port-calls`)
 *   Template          → the id as a title                                       (`Port calls`)
 *   _template / template_ → the id in snake_case (SQL, migration names)        (`port_calls`)
 *   template_samples  → the table          (`port_calls`, or `<id>_<entities>` when they differ)
 *   template-sample   → the record kind    (`port-call`, or `<id>-<entity>` when they differ)
 *   Sample / sample / SAMPLE (and plurals) → the entity, by where it stands: inside an identifier
 *     PascalCase / camelCase (`PortCallList`, `portCallResource`), UPPER_SNAKE (`PORT_CALL_ACTIONS`),
 *     after `/` or `-` kebab-case (`/port-calls`), after `_` snake_case, and as a word, words (`New port call`).
 *
 * Paths are renamed the same way; the README's `template-only` block is dropped. It refuses a bad id,
 * a bad entity name or a folder that exists. Plugin discovery picks the new folder up by itself.
 */
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const ID = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const ENTITY = /^[A-Z][a-z0-9]*(?:[A-Z][a-z0-9]*)*$/;

const plural = (word) => (/(s|x|z|ch|sh)$/.test(word) ? `${word}es` : /[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`);
const cap = (word) => word.charAt(0).toUpperCase() + word.slice(1);

/** Every spelling the renaming needs, from the id and the entity's PascalCase name. */
export function namesOf(id, entity = defaultEntity(id)) {
  const one = entity.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().split(' ');
  const many = [...one.slice(0, -1), plural(one.at(-1))];
  const forms = (words) => ({ pascal: words.map(cap).join(''), camel: words[0] + words.slice(1).map(cap).join(''), upper: words.join('_').toUpperCase(), kebab: words.join('-'), snake: words.join('_'), text: words.join(' ') });
  const snakeId = id.replaceAll('-', '_');
  const [single, plurals] = [forms(one), forms(many)];
  return {
    id,
    snakeId,
    title: cap(id.split('-').join(' ')),
    single,
    plural: plurals,
    table: snakeId === plurals.snake ? snakeId : `${snakeId}_${plurals.snake}`,
    kind: [plurals.kebab, single.kebab].includes(id) ? single.kebab : `${id}-${single.kebab}`,
  };
}

/** The entity when none is given: the id in PascalCase without a final "s" (`port-calls` → `PortCall`). */
export function defaultEntity(id) {
  const name = id.split('-').map(cap).join('');
  return /[^s]s$/.test(name) ? name.slice(0, -1) : name;
}

const IDENT = /[A-Za-z0-9$]/;

/** Renames the template's names in a text (a file's content or its path). */
export function rename(text, names) {
  return text
    .replaceAll('template_samples', names.table)
    .replaceAll('template-sample', names.kind)
    .replace(/SAMPLES?/g, (w) => (w.endsWith('S') ? names.plural : names.single).upper)
    .replace(/[Ss]amples?/g, (w, at, all) => {
      const form = w.endsWith('s') ? names.plural : names.single;
      const [before, after] = [all[at - 1] ?? '', all[at + w.length] ?? ''];
      const identifier = w[0] === 'S' ? form.pascal : form.camel;
      if (IDENT.test(after)) return identifier; // SampleList, ./sampleResource
      if (before === '/' || before === '-' || after === '-') return form.kebab; // /samples, template-sample
      if (before === '_' || after === '_') return form.snake;
      if (IDENT.test(before)) return identifier; // newSample
      return w[0] === 'S' ? cap(form.text) : form.text;
    })
    .replaceAll('Template', names.title)
    .replace(/template/g, (w, at, all) => (all[at - 1] === '_' || all[at + w.length] === '_' ? names.snakeId : names.id));
}

/** Drops what only the template's own README says (how to make an area from it). */
const withoutTemplateNotes = (text) => text.replace(/<!-- template-only:start -->[\s\S]*?<!-- template-only:end -->\n*/g, '');

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? filesUnder(join(dir, name)) : [join(dir, name)]));
}

/** Problems with the request, as messages for the user (none: go ahead). */
export function problemsOf({ id, entity, into }) {
  const problems = [];
  if (!id) problems.push('Name the plugin: npm run new-plugin -- <id> [--entity <Name>]');
  else if (!ID.test(id) || id.length > 40) problems.push(`"${id}" is not a plugin id: lowercase letters and digits in words joined by "-", starting with a letter, at most 40 characters (e.g. "rate-sheets")`);
  else if (existsSync(join(into, id))) problems.push(`${relative(process.cwd(), join(into, id)) || join(into, id)} exists already: choose another id, or delete that folder first`);
  if (entity !== undefined && (!ENTITY.test(entity) || entity.length > 40)) problems.push(`"${entity}" is not an entity name: PascalCase letters and digits, e.g. "RateSheet"`);
  return problems;
}

/** Writes `<into>/<id>/` from the template; answers the files written (relative to the new folder). */
export function newPlugin({ id, entity, into = join(ROOT, 'plugins'), template = join(ROOT, 'plugins', '_template') }) {
  const problems = problemsOf({ id, entity, into });
  if (problems.length) throw new Error(problems.join('\n'));
  const names = namesOf(id, entity);
  const target = join(into, id);
  const written = [];
  try {
    for (const file of filesUnder(template)) {
      const path = rename(relative(template, file), names);
      const text = readFileSync(file, 'utf8');
      mkdirSync(dirname(join(target, path)), { recursive: true });
      writeFileSync(join(target, path), rename(path === 'README.md' ? withoutTemplateNotes(text) : text, names));
      written.push(path);
    }
  } catch (error) {
    rmSync(target, { recursive: true, force: true }); // never half a plugin
    throw error;
  }
  return { dir: target, names, files: written.sort() };
}

/** The SPEC area whose feature the new plugin's id names, if any: its entry must move into the plugin. */
function specAreaOf(id) {
  const file = join(ROOT, 'sdk', 'src', 'shared', 'specAreaFeatures.ts');
  return existsSync(file) && readFileSync(file, 'utf8').includes(`name: '${id}'`) ? relative(process.cwd(), file) : undefined;
}

function main(argv) {
  const options = { into: join(ROOT, 'plugins') };
  const rest = [];
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s);
    if (flag === '--entity' || flag === '--into') options[flag.slice(2)] = inline ?? argv[++i];
    else if (flag.startsWith('-')) return fail([`Unknown option ${flag}: npm run new-plugin -- <id> [--entity <Name>]`]);
    else rest.push(argv[i]);
  }
  if (rest.length > 1) return fail([`One id at a time (got ${rest.join(', ')})`]);
  options.id = rest[0];
  const problems = problemsOf(options);
  if (problems.length) return fail(problems);
  const { dir, names, files } = newPlugin(options);
  const where = relative(process.cwd(), dir) || dir;
  console.log(`Created ${where}/ (${files.length} files): entity ${names.single.pascal}, table ${names.table}, feature '${names.id}', API /api/${names.id}/v2/${names.plural.kebab}, screens /${names.id}`);
  const spec = specAreaOf(names.id);
  if (spec) console.log(`Note: SPEC names the feature '${names.id}' in ${spec}: move its entry (routes, levels) into ${where}/shared/features.ts and delete it there — a feature has one owner.`);
  console.log(`Next: read ${where}/README.md, then npx vitest run ${where}`);
}

function fail(problems) {
  for (const p of problems) console.error(p);
  process.exitCode = 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main(process.argv.slice(2));
