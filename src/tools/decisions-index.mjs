// Writes docs/decisions/README.md, the index of the decision records, from the records
// themselves (their number, title, date, status and area): `node src/tools/decisions-index.mjs`.
// The summary of the current design between "## Current design" and "## All records" is written
// by hand and kept as the index has it. tests/unit/docs/decisions.test.ts fails while the
// committed index differs from what this writes.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const DIR = fileURLToPath(new URL('../../docs/decisions/', import.meta.url));

const SUMMARY = '## Current design';
const RECORDS = '## All records';

/** The hand-written summary the index in `dir` holds, from its heading to the table's; '' without one. */
function keptSummary(dir) {
  let text;
  try {
    text = readFileSync(`${dir}README.md`, 'utf8');
  } catch {
    return '';
  }
  const start = text.indexOf(`\n${SUMMARY}\n`);
  const end = text.indexOf(`\n${RECORDS}\n`);
  return start === -1 || end < start ? '' : text.slice(start + 1, end + 1);
}

/** The index's Markdown for the records in `dir`. */
export function decisionsIndex(dir = DIR) {
  const rows = readdirSync(dir)
    .filter((file) => /^\d{4}-.+\.md$/.test(file))
    .sort()
    .map((file) => {
      const text = readFileSync(dir + file, 'utf8');
      const title = /^# \d{4}\. (.+)$/m.exec(text)?.[1] ?? file;
      const date = /^- Date: (.*)$/m.exec(text)?.[1] ?? '';
      const status = (/^- Status: (.*)$/m.exec(text)?.[1] ?? 'accepted').replace(/\|/g, '\\|');
      const area = /^- Area: (.*)$/m.exec(text)?.[1] ?? '';
      return `| [${file.slice(0, 4)}](${file}) | ${title.replace(/\|/g, '\\|')} | ${date} | ${status} | ${area} |`;
    });
  return [
    '# Decision records',
    '',
    'One file per decision: what was decided where docs/behaviour.md is silent or the code departs from a principle of docs/architecture.md, with its context, the alternatives and the numbers behind it. A record is never rewritten to say something else: a later decision that replaces it says so in its own record, and the earlier one\'s status links forward ("superseded by", or "amended by" where only a part changed). Code cites a record as `decision NNNN`.',
    '',
    'To add one: copy the shape of a recent record to the next free number, then run `node src/tools/decisions-index.mjs` to rewrite this index (and update the current design below when the record changes it).',
    '',
    keptSummary(dir) + RECORDS,
    '',
    '| # | Decision | Date | Status | Area |',
    '|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) writeFileSync(`${DIR}README.md`, decisionsIndex());
