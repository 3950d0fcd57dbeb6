// §4 cache clear: the page (src/client/version-check.ts) tells the worker to stop handling requests
// with a message that public/sw-push.js, a plain script the build does not bundle, spells itself.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLEAR_DEVICE_MESSAGE } from '../../../src/client/app-files.ts';

describe('§4 the cache clear’s message to the worker', () => {
  it('is the one the worker listens for', () => {
    const worker = readFileSync(new URL('../../../public/sw-push.js', import.meta.url), 'utf8');
    expect(worker).toContain(`const CLEAR_DEVICE_MESSAGE = '${CLEAR_DEVICE_MESSAGE}';`);
  });
});
