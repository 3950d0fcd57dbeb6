// The capability table (decision 0310) is written three times: as the rules `capabilities-one-way/…`
// of .dependency-cruiser.cjs, which `npm run deps` checks, in docs/architecture.md ("Capabilities")
// and in src/server/services/README.md. They must say the same, name every folder of
// src/server/services (each with its README), and never let two capabilities import each other.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SERVICES = join(ROOT, 'src/server/services');

type Table = Record<string, string[]>;

interface Rule {
  name?: string;
  to: { pathNot?: string | string[] };
}

/** The table as the rules check it: each capability and what else its rule lets it import. */
function rulesTable(): Table {
  const config = createRequire(import.meta.url)(join(ROOT, '.dependency-cruiser.cjs')) as { forbidden: Rule[] };
  const table: Table = {};
  for (const rule of config.forbidden) {
    const capability = /^capabilities-one-way\/(\w+)$/.exec(rule.name ?? '')?.[1];
    if (!capability) continue;
    const allowed = /^\^src\/server\/services\/\(([\w|]+)\)\/$/.exec(String(rule.to.pathNot))?.[1] ?? '';
    table[capability] = allowed
      .split('|')
      .filter((name) => name !== capability)
      .sort();
  }
  return table;
}

/** Rows `| <capability cell> | … | <imports cell> |` of a Markdown file's table, by the capability cell's pattern. */
function markdownTable(file: string, row: RegExp): Table {
  const table: Table = {};
  for (const match of readFileSync(file, 'utf8').matchAll(row)) {
    const [, capability = '', imports = ''] = match;
    table[capability] = [...imports.matchAll(/`(\w+)`/g)].map((name) => name[1] ?? '').sort();
  }
  return table;
}

const rules = rulesTable();

describe('the capability table', () => {
  it('has a row for every folder of src/server/services, each folder with its README', () => {
    const folders = readdirSync(SERVICES, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(Object.keys(rules).sort()).toEqual(folders);
    for (const folder of folders) expect(existsSync(join(SERVICES, folder, 'README.md')), folder).toBe(true);
  });

  it('never lets two capabilities import each other', () => {
    const both = Object.entries(rules).flatMap(([capability, imports]) =>
      imports.filter((other) => rules[other]?.includes(capability)).map((other) => `${capability} ⇄ ${other}`),
    );
    expect(both).toEqual([]);
  });

  it('is what docs/architecture.md shows', () => {
    const shown = markdownTable(join(ROOT, 'docs/architecture.md'), /^\| `(\w+)` \| ((?:`\w+`(?:, )?)+|—) \|$/gm);
    expect(shown).toEqual(rules);
  });

  it('is what src/server/services/README.md shows', () => {
    const shown = markdownTable(
      join(SERVICES, 'README.md'),
      /^\| \[(\w+)\]\(\w+\/README\.md\) \| .+ \| ((?:`\w+`(?:, )?)+|—) \|$/gm,
    );
    expect(shown).toEqual(rules);
  });
});
