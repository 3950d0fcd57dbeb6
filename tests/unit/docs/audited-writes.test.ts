// Every console write goes through services/audit/audited-write.ts (decision 0346): the
// transaction, the member's reach, the audit row and the announcement after the commit in one
// place. recordChange is called there and in the two steps no console call makes, each once: a
// short line settled by the customer's answer or the sweep (under the member who marked it), and a
// scheduled publish or take-down (under the member who scheduled it).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SERVER = fileURLToPath(new URL('../../../src/server', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

describe('the audited console write', () => {
  it('is the only caller of recordChange, but for the settlement of a short line and the scheduled publishes', () => {
    const calls: Record<string, number> = {};
    for (const file of sources(SERVER)) {
      const name = relative(SERVER, file).replaceAll('\\', '/');
      if (name === 'services/audit/changes.ts') continue;
      const count = readFileSync(file, 'utf8').match(/\brecordChange\(/g)?.length ?? 0;
      if (count > 0) calls[name] = count;
    }
    expect(calls).toEqual({
      'services/audit/audited-write.ts': 1,
      'services/content/content-store.ts': 1,
      'services/orders/substitutions.ts': 1,
    });
  });
});
