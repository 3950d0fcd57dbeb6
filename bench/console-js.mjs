// The console's JavaScript per screen, read from the last `npm run build` (docs/benchmarks.md "The
// console's JavaScript per screen"): for each screen, its island's file in dist/client/_astro and
// every file it imports statically (React, the API client, shared chunks), minified and gzipped
// as the server sends them. The island's own bytes are its file alone. The customer pages' islands
// are summed the same way, with a digest of their file names (content-hashed): the same digest
// before and after a change means the customer pages load the very same JavaScript.
//   node bench/console-js.mjs            prints the table
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const assets = join(root, 'dist/client/_astro');

/** Screen → its island (the component the page hydrates). */
const SCREENS = {
  'catalogue item form': 'CatalogueItemForm',
  'catalogue list': 'CatalogueList',
  'catalogue combos': 'CatalogueCombos',
  'catalogue addons': 'CatalogueAddons',
  'catalogue bulk prices': 'CatalogueBulkPrices',
  'catalogue categories': 'CatalogueCategories',
  'catalogue units': 'CatalogueUnits',
  media: 'MediaLibrary',
  queue: 'StaffQueue',
  people: 'StaffPeople',
  coupons: 'StaffCoupons',
};

const files = readdirSync(assets).filter((name) => name.endsWith('.js'));
const gz = new Map();
const gzipped = (name) => {
  if (!gz.has(name)) gz.set(name, gzipSync(readFileSync(join(assets, name))).length);
  return gz.get(name);
};

/** The file of an island by its component's name (`Name.<hash>.js`). */
function islandFile(component) {
  const found = files.filter((name) => name.startsWith(`${component}.`) && name.split('.').length === 3);
  if (found.length !== 1) throw new Error(`${component}: ${found.length} files`);
  return found[0];
}

/** `name` and every file it imports statically, through any chain. */
function closure(name, seen = new Set()) {
  if (seen.has(name)) return seen;
  seen.add(name);
  const text = readFileSync(join(assets, name), 'utf8');
  for (const match of text.matchAll(/(?:import|export)\s*(?:[^'"`;]*?from\s*)?["'`]\.\/([^"'`]+\.js)["'`]/g))
    closure(match[1], seen);
  return seen;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('| screen | island | its own file (gzip) | with what it imports (gzip) | files |');
console.log('|---|---|---|---|---|');
for (const [screen, component] of Object.entries(SCREENS)) {
  const file = islandFile(component);
  const all = [...closure(file)];
  const total = all.reduce((sum, name) => sum + gzipped(name), 0);
  console.log(`| ${screen} | ${component} | ${kb(gzipped(file))} | ${kb(total)} | ${all.length} |`);
}

// The customer pages: every island outside src/islands/staff.
const customerIslands = [];
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (entry.name !== 'staff') walk(join(dir, entry.name));
    } else if (entry.name.endsWith('.tsx')) customerIslands.push(entry.name.replace(/\.tsx$/, ''));
  }
};
walk(join(root, 'src/islands'));
const customerFiles = new Set();
for (const component of customerIslands) {
  const found = files.filter((name) => name.startsWith(`${component}.`) && name.split('.').length === 3);
  for (const file of found) closure(file, customerFiles);
}
const names = [...customerFiles].sort();
const digest = createHash('sha256').update(names.join('\n')).digest('hex').slice(0, 16);
const total = names.reduce((sum, name) => sum + gzipped(name), 0);
console.log(`\ncustomer islands: ${names.length} files, ${kb(total)} gzip, names digest ${digest}`);
