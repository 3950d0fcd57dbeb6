// The scan every accessibility check uses (helpers/axe.ts) finds what it must: a violation in the
// page and one inside a frame of the page's own origin, whichever of its two ways it takes (axe's
// Playwright builder for a page with a frame, axe run in the page for one without).
import { expect, test } from '../fixtures.ts';
import { axeViolations } from '../helpers/axe.ts';

test('a page with a frame is scanned inside the frame too', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><body><main><h1>x</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><iframe title="f" srcdoc="<html lang=en><body><main><button></button></main></body></html>"></iframe></main></body></html>',
  );
  const found = await axeViolations(page);
  const lines = found.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' > ')).join(', ')}`);
  expect(lines.some((l) => l.startsWith('image-alt'))).toBe(true);
  expect(lines.some((l) => l.startsWith('button-name') && l.includes('iframe'))).toBe(true);
});

test('a page without frames, axe run in the page, still finds its violation', async ({ page }) => {
  await page.setContent('<html lang="en"><body><main><h1>x</h1><button></button></main></body></html>');
  const found = await axeViolations(page);
  expect(found.map((v) => v.id)).toContain('button-name');
});
