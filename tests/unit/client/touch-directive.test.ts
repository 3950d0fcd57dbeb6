// `client:touch` (src/client/directives/touch-directive.ts) replays the tap that woke an island once React
// owns the markup, and it knows that moment by a React DOM internal: the property React writes on
// every element it owns, '__reactProps$' and a random suffix. It waits at all because @astrojs/react
// hydrates inside startTransition, after Astro's hydrate() has resolved. Neither is a public API,
// so both are read here from the installed packages: an upgrade that changes them fails this test
// instead of silently losing a customer's first tap. The browser side (no island code before the
// first tap, the tap then replayed) is tests/e2e/catalogue/browsing.spec.ts, "client:touch: ...".
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REACT_PROPS_KEY_PREFIX } from '../../../src/client/directives/touch-directive.ts';

const require = createRequire(import.meta.url);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The builds react-dom/client hands out (production and development), as the bundler resolves it. */
function reactDomClientBuilds(): { file: string; source: string }[] {
  const entry = require.resolve('react-dom/client');
  return [...readFileSync(entry, 'utf8').matchAll(/require\('(\.\/[^']+)'\)/g)].map(([, relative = '']) => {
    const file = join(dirname(entry), relative);
    return { file, source: readFileSync(file, 'utf8') };
  });
}

describe('client:touch: what it relies on in React and Astro', () => {
  it(`React DOM writes a "${REACT_PROPS_KEY_PREFIX}…" property on the elements it owns`, () => {
    const builds = reactDomClientBuilds();
    expect(builds.map(({ file }) => file)).toHaveLength(2);
    for (const { file, source } of builds) {
      // internalPropsKey = "__reactProps$" + randomKey
      const key = new RegExp(`(\\w+)\\s*=\\s*"${escapeRegExp(REACT_PROPS_KEY_PREFIX)}"\\s*\\+\\s*\\w+`).exec(source);
      expect(key, `${file} names the props key`).not.toBeNull();
      // node[internalPropsKey] = props: the key is set on the DOM nodes themselves.
      expect(source, `${file} sets it on the nodes`).toMatch(new RegExp(`\\w+\\[${key?.[1]}\\]\\s*=\\s*\\w+`));
    }
  });

  it("@astrojs/react hydrates in a transition, so Astro's hydrate() resolves before React owns the markup", () => {
    const renderer = readFileSync(require.resolve('@astrojs/react/client.js'), 'utf8');
    expect(renderer).toMatch(/startTransition\(\(\) => \{[\s\S]*?hydrateRoot\(element,/);
  });
});
