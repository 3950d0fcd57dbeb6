// What the docs and the code comments point at must exist in the repository:
// - every relative link (and image, and reference definition) of the Markdown docs (README.md,
//   docs/**, the services' READMEs) names an existing file, and a `#anchor` into a Markdown file
//   names one of its headings, slugged as GitHub does;
// - every decision cited ("decision 0252", "decisions 0289, 0298 and 0302", a path
//   decisions/0252-….md) names a record of docs/decisions/ (a number never written is missing);
// - a doc cited with a section (`docs/architecture.md "API"`, `security.md, "Accounts"`) has a
//   heading of that name, and a doc cited by an upper-case name (README.md) is in the repository:
//   a principle a comment needs is written into docs/, never cited from a page kept elsewhere;
// - a path src/…, docs/…, tests/… or bench/… written in a doc or in the code (backticked, or with
//   a file extension) exists; `*` matches within a name. The decision records are left out of this
//   one: a record names the files as they were when it was decided.
// Section citations (§N) are checked by citations.test.ts.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const THIS_FILE = fileURLToPath(import.meta.url);
const SKIPPED_DIRS = new Set(['node_modules', '.git', 'dist', '.astro', 'data', 'test-results', 'playwright-report']);
const CODE_DIRS = ['src', 'tests', 'bench'];
const CODE_EXTENSIONS = ['.ts', '.tsx', '.astro', '.mjs', '.cjs', '.js', '.css'];
const ROOT_CODE_FILES = ['astro.config.mjs', 'knip.jsonc', 'biome.jsonc', '.dependency-cruiser.cjs'];
/** The demo shop's pages: the shop's own content, whose links are the site's addresses. */
const DEMO_CONTENT = join('src', 'server', 'seed', 'demo', 'content');
const DECISIONS = join(ROOT, 'docs', 'decisions');

function walk(dir: string, keep: (file: string) => boolean): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) files.push(...walk(path, keep));
    } else if (keep(path)) files.push(path);
  }
  return files;
}

function markdownFiles(): string[] {
  const docs = walk(join(ROOT, 'docs'), (file) => file.endsWith('.md'));
  const inCode = walk(
    join(ROOT, 'src'),
    (file) => file.endsWith('.md') && !relative(ROOT, file).startsWith(DEMO_CONTENT),
  );
  return [join(ROOT, 'README.md'), ...docs, ...inCode];
}

function codeFiles(): string[] {
  const files = CODE_DIRS.flatMap((dir) =>
    walk(join(ROOT, dir), (file) => CODE_EXTENSIONS.some((extension) => file.endsWith(extension))),
  );
  const rootFiles = ROOT_CODE_FILES.map((name) => join(ROOT, name)).filter((file) => existsSync(file));
  return [...files, ...rootFiles].filter((file) => file !== THIS_FILE);
}

interface Source {
  /** Repository-relative path. */
  name: string;
  path: string;
  text: string;
  markdown: boolean;
}

function source(path: string): Source {
  return { name: relative(ROOT, path), path, text: readFileSync(path, 'utf8'), markdown: path.endsWith('.md') };
}

/** 1-based line of an offset, for messages. */
function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let index = text.indexOf('\n'); index !== -1 && index < offset; index = text.indexOf('\n', index + 1)) line++;
  return line;
}

/** The text with fenced code blocks blanked to spaces (same length, so offsets and lines hold). */
function withoutFences(text: string): string {
  let inFence: string | null = null;
  return text
    .split('\n')
    .map((line) => {
      const fence = /^\s*(```|~~~)/.exec(line)?.[1];
      if (fence && (inFence === null || inFence === fence)) {
        inFence = inFence === null ? fence : null;
        return ' '.repeat(line.length);
      }
      return inFence === null ? line : ' '.repeat(line.length);
    })
    .join('\n');
}

/** The text with inline code spans blanked to spaces (same length). */
function withoutCodeSpans(text: string): string {
  return text.replace(/`[^`\n]*`/g, (span) => ' '.repeat(span.length));
}

// ---------------------------------------------------------------------------------------------
// Headings and GitHub's anchors

/** A heading's text as GitHub renders it: no inline code ticks, emphasis, links or HTML tags. */
function renderedHeading(raw: string): string {
  return raw
    .replace(/\s+#+\s*$/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`/g, '')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^\w*])[*_]([^*_]+)[*_](?=[^\w*]|$)/g, '$1$2')
    .trim();
}

/** GitHub's slug of a heading (github-slugger): lower case, punctuation and symbols dropped, spaces to dashes. */
function githubSlug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

interface Headings {
  texts: string[];
  anchors: Set<string>;
}

const headingCache = new Map<string, Headings>();

function headingsOf(path: string): Headings {
  const cached = headingCache.get(path);
  if (cached) return cached;
  const texts: string[] = [];
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutFences(readFileSync(path, 'utf8')).split('\n')) {
    const heading = /^ {0,3}#{1,6}\s+(.+)$/.exec(line);
    if (heading) {
      const text = renderedHeading(heading[1] ?? '');
      texts.push(text);
      const slug = githubSlug(text);
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
    }
    for (const named of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(named[1] ?? '');
  }
  const result = { texts, anchors };
  headingCache.set(path, result);
  return result;
}

// ---------------------------------------------------------------------------------------------
// Links

function subdirectories(dir: string): string[] {
  const found = [dir];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && !SKIPPED_DIRS.has(entry.name)) found.push(...subdirectories(join(dir, entry.name)));
  }
  return found;
}

/** `*` matches within one name and `**` any number of folders; a path without them must simply exist. */
function pathExists(path: string): boolean {
  if (!path.includes('*')) return existsSync(path);
  const [first = '', ...parts] = path.split(sep);
  let candidates = [first === '' ? sep : first];
  for (const part of parts) {
    if (part === '') continue;
    if (part === '**') {
      candidates = candidates.filter((dir) => existsSync(dir) && statSync(dir).isDirectory()).flatMap(subdirectories);
    } else if (!part.includes('*')) {
      candidates = candidates.map((dir) => join(dir, part)).filter((next) => existsSync(next));
    } else {
      const pattern = new RegExp(`^${part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
      candidates = candidates.flatMap((dir) =>
        existsSync(dir) && statSync(dir).isDirectory()
          ? readdirSync(dir)
              .filter((name) => pattern.test(name))
              .map((name) => join(dir, name))
          : [],
      );
    }
  }
  return candidates.length > 0;
}

/** Problems with the relative links of one Markdown file. */
function linkProblems(file: Source): string[] {
  const problems: string[] = [];
  const text = withoutCodeSpans(withoutFences(file.text));
  const targets: { target: string; offset: number }[] = [];
  for (const match of text.matchAll(/!?\[(?:[^\][]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+["'][^"']*["'])?\s*\)/g)) {
    targets.push({ target: match[1] ?? '', offset: match.index });
  }
  for (const match of text.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)) {
    targets.push({ target: match[1] ?? '', offset: match.index });
  }
  for (const { target, offset } of targets) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
    const where = `${file.name}:${lineAt(file.text, offset)}`;
    const hash = target.indexOf('#');
    const pathPart = decodeURIComponent(hash === -1 ? target : target.slice(0, hash));
    const anchor = hash === -1 ? null : decodeURIComponent(target.slice(hash + 1));
    const resolved =
      pathPart === ''
        ? file.path
        : pathPart.startsWith('/')
          ? join(ROOT, pathPart)
          : resolve(dirname(file.path), pathPart);
    if (!resolved.startsWith(ROOT) || !existsSync(resolved)) {
      problems.push(`${where}: link to ${target}: no such file`);
      continue;
    }
    if (anchor !== null && anchor !== '' && resolved.endsWith('.md') && !headingsOf(resolved).anchors.has(anchor)) {
      problems.push(`${where}: link to ${target}: ${relative(ROOT, resolved)} has no heading #${anchor}`);
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Decisions

const RECORD_FILE = /^(\d{4})-[a-z0-9-]+\.md$/;

function recordFiles(): string[] {
  return readdirSync(DECISIONS).filter((name) => RECORD_FILE.test(name));
}

/** "decision 0252", "decisions 0289, 0298 and 0302". */
const DECISION_WORDS = /\b[Dd]ecisions? (\d{4}\b(?:(?:,? and |,? or |, )\d{4}\b)*)/g;
/** A path into the records: decisions/0252, decisions/0252-online-payments.md. */
const DECISION_PATH = /\bdecisions\/(\d{4})(-[a-z0-9-]+\.md)?/g;

/** Problems with the decisions one file cites. */
function decisionProblems(file: Source, records: readonly string[]): string[] {
  const numbers = new Set(records.map((name) => name.slice(0, 4)));
  const problems: string[] = [];
  for (const match of file.text.matchAll(DECISION_WORDS)) {
    for (const number of (match[1] ?? '').match(/\d{4}/g) ?? []) {
      if (!numbers.has(number)) {
        problems.push(`${file.name}:${lineAt(file.text, match.index)}: decision ${number} has no record`);
      }
    }
  }
  for (const match of file.text.matchAll(DECISION_PATH)) {
    const number = match[1] ?? '';
    const named = match[2] === undefined ? null : `${number}${match[2]}`;
    if (named === null ? !numbers.has(number) : !records.includes(named)) {
      problems.push(
        `${file.name}:${lineAt(file.text, match.index)}: no record docs/decisions/${named ?? `${number}-*.md`}`,
      );
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Sections of the docs cited by name

/** `docs/architecture.md "API"`, `security.md, "Accounts"`: a doc of docs/ and a heading in it. */
const SECTION_CITATION = /\b([a-z0-9-]+)\.md,? "([^"\n]+)"/g;

/** Whether a heading of the doc is the cited name, or begins with it as whole words ("…" cuts it). */
function namesHeading(headings: readonly string[], cited: string): boolean {
  const name = cited.replace(/[\s…]+$/, '').toLowerCase();
  return headings.some((heading) => {
    const text = heading.toLowerCase();
    if (text === name) return true;
    return text.startsWith(name) && !/[\p{L}\p{N}]/u.test(text.charAt(name.length));
  });
}

function sectionProblems(file: Source): string[] {
  const problems: string[] = [];
  for (const match of file.text.matchAll(SECTION_CITATION)) {
    const doc = join(ROOT, 'docs', `${match[1]}.md`);
    const where = `${file.name}:${lineAt(file.text, match.index)}`;
    if (!existsSync(doc)) {
      if (match[1] !== 'README') problems.push(`${where}: no docs/${match[1]}.md`);
      continue;
    }
    if (!namesHeading(headingsOf(doc).texts, match[2] ?? '')) {
      problems.push(`${where}: docs/${match[1]}.md has no heading "${match[2]}"`);
    }
  }
  return problems;
}

/** `NAME.md`: a document named the way project-wide pages are; it must be a file of the repository. */
const UPPER_CASE_DOC = /\b([A-Z][A-Z0-9_-]*\.md)\b/g;

function docNames(): Set<string> {
  const names = new Set<string>();
  for (const file of walk(ROOT, (path) => path.endsWith('.md'))) names.add(file.slice(file.lastIndexOf(sep) + 1));
  return names;
}

function outsideDocProblems(file: Source, names: ReadonlySet<string>): string[] {
  return [...file.text.matchAll(UPPER_CASE_DOC)]
    .filter((match) => !names.has(match[1] ?? ''))
    .map((match) => `${file.name}:${lineAt(file.text, match.index)}: ${match[1]} is not in the repository`);
}

// ---------------------------------------------------------------------------------------------
// Paths named in the text

/** A path from the repository's root, as docs and comments write it. */
const NAMED_PATH = /(?<![\w.@/$-])((?:src|docs|tests|bench)\/[\w./*[\]-]*)/g;
/** What follows a path that is a pattern, not a name: src/domain/<area>, pages/{slug}, src/…. */
const PLACEHOLDER_AFTER = /^(?:<|\{|…|\.\.\.|\$\{)/;

/** Offsets of the inline code spans of a text: [start, end) pairs. */
function codeSpans(text: string): [number, number][] {
  return [...text.matchAll(/`[^`\n]+`/g)].map((match) => [match.index, match.index + match[0].length]);
}

function pathProblems(file: Source): string[] {
  const problems: string[] = [];
  const spans = codeSpans(file.text);
  for (const match of file.text.matchAll(NAMED_PATH)) {
    const raw = match[1] ?? '';
    const path = raw.replace(/[.\]]+$/, '');
    const after = file.text.slice(match.index + raw.length);
    if (PLACEHOLDER_AFTER.test(after) || /NNNN|XXXX/.test(path)) continue;
    const backticked = spans.some(([start, end]) => start < match.index && match.index < end);
    const hasExtension = /\.[a-z]{1,6}$/i.test(path.split('/').pop() ?? '');
    if (!backticked && !hasExtension) continue;
    if (!pathExists(join(ROOT, path))) {
      problems.push(`${file.name}:${lineAt(file.text, match.index)}: ${path} does not exist`);
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------

const markdown = markdownFiles().map(source);
const code = codeFiles().map(source);
const records = recordFiles();

describe('links of the Markdown docs', () => {
  it('reads the docs it checks', () => {
    expect(markdown.map((file) => file.name)).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md']));
    expect(markdown.length).toBeGreaterThan(300);
  });

  it('every relative link names an existing file, and an anchor one of its headings', () => {
    expect(markdown.flatMap(linkProblems)).toEqual([]);
  });
});

describe('decisions cited exist in docs/decisions', () => {
  it('finds the records', () => {
    expect(records.length).toBeGreaterThan(300);
  });

  it('every decision a doc or the code cites has its record', () => {
    expect([...markdown, ...code].flatMap((file) => decisionProblems(file, records))).toEqual([]);
  });

  it('docs/decisions/README.md links every record', () => {
    const index = readFileSync(join(DECISIONS, 'README.md'), 'utf8');
    const linked = new Set([...index.matchAll(/\]\((?:\.\/)?([^)\s#]+)\)/g)].map((match) => match[1]));
    expect(records.filter((name) => !linked.has(name))).toEqual([]);
  });
});

describe('sections and paths named in the docs and the code', () => {
  it('every doc cited with a section name has that heading', () => {
    expect([...markdown, ...code].flatMap(sectionProblems)).toEqual([]);
  });

  it('every doc cited by an upper-case name is in the repository', () => {
    const names = docNames();
    expect([...markdown, ...code].flatMap((file) => outsideDocProblems(file, names))).toEqual([]);
  });

  it('every path src/…, docs/…, tests/…, bench/… named exists (the records aside)', () => {
    const records = join('docs', 'decisions', '0');
    const current = markdown.filter((file) => !file.name.startsWith(records));
    expect([...current, ...code].flatMap(pathProblems)).toEqual([]);
  });
});

describe('the checks find what is broken', () => {
  const planted = (name: string, text: string): Source => ({
    name,
    path: join(ROOT, name),
    text,
    markdown: true,
  });

  it('reports a missing file, a missing anchor, and passes good links', () => {
    const file = planted(
      'docs/planted.md',
      [
        'See [the map](architecture.md#one-server-bundle), [deploy](deploy.md) and [the index](decisions/README.md).',
        '```',
        '[in a fence](not-checked.md)',
        '```',
        'Broken: [gone](no-such-file.md) and [no heading](architecture.md#no-such-heading).',
      ].join('\n'),
    );
    expect(linkProblems(file)).toEqual([
      'docs/planted.md:5: link to no-such-file.md: no such file',
      'docs/planted.md:5: link to architecture.md#no-such-heading: docs/architecture.md has no heading #no-such-heading',
    ]);
  });

  it('reports a decision number that has no record, alone, in a list or as a path', () => {
    const known = (records[0] ?? '').slice(0, 4);
    const absent = ['9999', '9998'].find((number) => !records.some((name) => name.startsWith(number))) ?? '';
    const file = planted(
      'docs/planted.md',
      `decision ${known}; decisions ${known} and ${absent}; decisions/${absent}-gone.md`,
    );
    expect(decisionProblems(file, records)).toEqual([
      `docs/planted.md:1: decision ${absent} has no record`,
      `docs/planted.md:1: no record docs/decisions/${absent}-gone.md`,
    ]);
  });

  it('reports a path that does not exist, a section a doc lacks and a doc kept elsewhere', () => {
    const file = planted(
      'src/planted.ts',
      '// src/server/no-such-file.ts; `src/domain/`; docs/architecture.md "No such part"',
    );
    expect(pathProblems(file)).toEqual(['src/planted.ts:1: src/server/no-such-file.ts does not exist']);
    const outside = planted('src/planted.ts', `// See README.md and ${'DESIGN'}.md "Loading".`);
    expect(outsideDocProblems(outside, docNames())).toEqual(['src/planted.ts:1: DESIGN.md is not in the repository']);
    expect(sectionProblems(file)).toEqual(['src/planted.ts:1: docs/architecture.md has no heading "No such part"']);
  });

  it('slugs headings as GitHub does', () => {
    expect(githubSlug(renderedHeading('6. Roles and permissions'))).toBe('6-roles-and-permissions');
    expect(githubSlug(renderedHeading('The path of an `API` call'))).toBe('the-path-of-an-api-call');
    expect(githubSlug(renderedHeading('Delivery — **partners** (§4)'))).toBe('delivery--partners-4');
  });
});
