// The demo shop's images are committed under public/images (docs/decisions.md, "Demo images"),
// so the built site serves them without a generating step. They must stay exactly what the
// generator draws: regenerated into a temporary folder, every file is compared byte for byte.
// The folders the generator writes are its own; an editor's pictures go in other folders
// (docs/editors.md, "Pictures": public/images/campaigns/...), which this test leaves alone.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { writeImages } from '../../../src/server/db/seed/images/index.ts';

const COMMITTED = fileURLToPath(new URL('../../../public/images/', import.meta.url));
const REGENERATE = 'node src/server/db/seed/images/generate.ts';

const topFolder = (file: string): string => file.split(sep)[0] ?? '';

function filesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

describe('the committed demo images (public/images)', () => {
  const fresh = mkdtempSync(join(tmpdir(), 'farmcart-images-'));
  const count = writeImages(fresh);
  afterAll(() => rmSync(fresh, { recursive: true, force: true }));

  it(`are the generator's files, no more and no fewer (else run \`${REGENERATE}\`)`, () => {
    const generated = filesUnder(fresh);
    expect(generated).toHaveLength(count);
    const generatorFolders = new Set(generated.map(topFolder));
    expect(filesUnder(COMMITTED).filter((file) => generatorFolders.has(topFolder(file)))).toEqual(generated);
  });

  it(`are identical to what the generator draws today (else run \`${REGENERATE}\`)`, () => {
    const drifted = filesUnder(fresh).filter(
      (file) => !readFileSync(join(COMMITTED, file)).equals(readFileSync(join(fresh, file))),
    );
    expect(drifted).toEqual([]);
  });
});
