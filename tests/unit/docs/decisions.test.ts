// docs/decisions/README.md is the index of the decision records: it must be what
// src/tools/decisions-index.mjs writes from the records as they are (run it after adding one),
// and it says why each number below the last record has no record.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { decisionsIndex } from '../../../src/tools/decisions-index.mjs';

const INDEX = fileURLToPath(new URL('../../../docs/decisions/README.md', import.meta.url));

describe('the decision records’ index', () => {
  it('lists every record with its title, date and status, as the records say them', () => {
    expect(readFileSync(INDEX, 'utf8')).toBe(decisionsIndex());
  });

  it('names every number without a record in "Numbers without a record"', () => {
    const numbers = readdirSync(dirname(INDEX))
      .filter((name) => /^\d{4}-/.test(name))
      .map((name) => Number(name.slice(0, 4)));
    const missing: string[] = [];
    for (let number = 1; number < Math.max(...numbers); number++) {
      if (!numbers.includes(number)) missing.push(String(number).padStart(4, '0'));
    }
    const text = readFileSync(INDEX, 'utf8');
    const note = text.slice(text.indexOf('### Numbers without a record'), text.indexOf('## All records'));
    expect(missing.filter((number) => !note.includes(number))).toEqual([]);
  });
});
