// Every section citation in the code, the tests and the benchmarks must resolve inside the
// repository: its number needs a "## N." section in docs/behaviour.md, and a citation that
// names a topic ("§4 Delivery charge") must not name a subsection of another section (a wrong
// number). Topics are matched case-insensitively against the headings (and, for the cited
// section itself, the bold terms) of docs/behaviour.md, as whole words from the topic's start.
// Decisions, links and paths are checked by references.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SCANNED_DIRS = ['src', 'tests', 'bench'];
const SCANNED_EXTENSIONS = ['.ts', '.tsx', '.astro', '.mjs', '.css', '.md'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.astro', 'test-results', 'playwright-report']);

interface Term {
  section: number;
  /** Lower-cased text of the heading or bold term. */
  text: string;
  /** As written, for messages. */
  label: string;
  kind: 'heading' | 'bold';
}

interface BehaviourDoc {
  sections: Map<number, string>;
  terms: Term[];
}

function clean(text: string): string {
  return text
    .replace(/\{#[^}]*\}\s*$/, '')
    .replace(/`/g, '')
    .trim();
}

function parseBehaviour(markdown: string): BehaviourDoc {
  const sections = new Map<number, string>();
  const terms: Term[] = [];
  let section: number | null = null;
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) inFence = !inFence;
    if (inFence) continue;
    const top = /^## (\d+)\.\s+(.+)$/.exec(line);
    if (top) {
      section = Number(top[1]);
      const title = clean(top[2] ?? '');
      sections.set(section, title);
      terms.push({ section, text: title.toLowerCase(), label: title, kind: 'heading' });
      continue;
    }
    if (/^## /.test(line)) {
      section = null;
      continue;
    }
    if (section === null) continue;
    const sub = /^#{3,6}\s+(.+)$/.exec(line);
    if (sub) {
      const label = clean(sub[1] ?? '');
      terms.push({ section, text: label.toLowerCase(), label, kind: 'heading' });
      continue;
    }
    for (const bold of line.matchAll(/\*\*([^*]+)\*\*/g)) {
      const label = clean(bold[1] ?? '').replace(/[:.,;]+$/, '');
      if (label !== '') terms.push({ section, text: label.toLowerCase(), label, kind: 'bold' });
    }
  }
  return { sections, terms };
}

/** The topic begins with the term, as whole words ("Cart" names "Cart line", not "Cartons"). */
function topicStartsWith(topic: string, term: string): boolean {
  if (!topic.startsWith(term)) return false;
  const next = topic.charAt(term.length);
  return next === '' || !/[\p{L}\p{N}]/u.test(next);
}

function scannedFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) files.push(...scannedFiles(join(dir, entry.name)));
    } else if (SCANNED_EXTENSIONS.some((extension) => entry.name.endsWith(extension))) {
      files.push(join(dir, entry.name));
    }
  }
  return files;
}

interface Citation {
  where: string;
  section: number;
  topic: string | null;
}

/** §N, optionally followed by a topic: words starting with a capital letter, up to punctuation. */
const CITATION = /§(\d+)(?:[ \u00a0]([A-Z][A-Za-z0-9'’ /-]*))?/g;

function citations(): Citation[] {
  const found: Citation[] = [];
  for (const dir of SCANNED_DIRS) {
    for (const file of scannedFiles(join(ROOT, dir))) {
      const text = readFileSync(file, 'utf8');
      if (!text.includes('§')) continue;
      const lines = text.split('\n');
      lines.forEach((line, index) => {
        for (const match of line.matchAll(CITATION)) {
          const topic = match[2]?.replace(/[\s'’/-]+$/, '') ?? '';
          found.push({
            where: `${relative(ROOT, file)}:${index + 1}`,
            section: Number(match[1]),
            topic: topic === '' ? null : topic,
          });
        }
      });
    }
  }
  return found;
}

const behaviour = parseBehaviour(readFileSync(join(ROOT, 'docs/behaviour.md'), 'utf8'));
const found = citations();

describe('section citations resolve in docs/behaviour.md', () => {
  it('has the numbered sections 1 to 10, in order', () => {
    expect([...behaviour.sections.keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('finds the citations it checks', () => {
    expect(found.length).toBeGreaterThan(500);
  });

  it('every cited number has its "## N." section', () => {
    const missing = found
      .filter((citation) => !behaviour.sections.has(citation.section))
      .map((citation) => `${citation.where}: §${citation.section} has no "## ${citation.section}." section`);
    expect(missing).toEqual([]);
  });

  it('no citation names a subsection of another section', () => {
    const wrong: string[] = [];
    for (const citation of found) {
      if (citation.topic === null || !behaviour.sections.has(citation.section)) continue;
      const topic = citation.topic.toLowerCase();
      const matching = behaviour.terms.filter((term) => topicStartsWith(topic, term.text));
      if (matching.some((term) => term.section === citation.section)) continue;
      const elsewhere = matching.find((term) => term.kind === 'heading');
      if (elsewhere) {
        wrong.push(
          `${citation.where}: "§${citation.section} ${citation.topic}" names "${elsewhere.label}", ` +
            `which is under §${elsewhere.section}`,
        );
      }
    }
    expect(wrong).toEqual([]);
  });
});
