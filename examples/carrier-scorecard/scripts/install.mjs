#!/usr/bin/env node
// Installs the built add-on (dist/) into a Portolan's add-ons folder: node scripts/install.mjs [addonsDir]
// (default: $PORTOLAN_ADDONS_DIR, else ../../addons). Restart Portolan to load it; no rebuild of Portolan.
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const here = new URL('..', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(here, 'dist', 'portolan-addon.json'), 'utf8'));
const addonsDir = resolve(process.argv[2] ?? process.env.PORTOLAN_ADDONS_DIR ?? join(here, '..', '..', 'addons'));
const target = join(addonsDir, manifest.id);
if (existsSync(target)) rmSync(target, { recursive: true, force: true });
cpSync(join(here, 'dist'), target, { recursive: true });
console.log(`Installed ${manifest.id} ${manifest.version} into ${target}`);
