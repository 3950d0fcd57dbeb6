// docs/decisions/README.md is the index of the decision records: it must be what
// src/tools/decisions-index.mjs writes from the records as they are (run it after adding one).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { decisionsIndex } from '../../../src/tools/decisions-index.mjs';

const INDEX = fileURLToPath(new URL('../../../docs/decisions/README.md', import.meta.url));

describe('the decision records’ index', () => {
  it('lists every record with its title, date and status, as the records say them', () => {
    expect(readFileSync(INDEX, 'utf8')).toBe(decisionsIndex());
  });
});
