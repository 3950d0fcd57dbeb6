// axe-core on a page, for every spec that checks one (docs/design.md, WCAG 2.2 AA). Only the
// violations are worked out: axe's passes and incomplete results are not read by any spec, and
// gathering their nodes is most of a scan's time on a long page (axe's `resultTypes` option).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

type Impact = 'critical' | 'serious' | 'moderate' | 'minor';

interface Scan {
  /** Only within this selector. */
  include?: string;
  /** Only these rules. */
  rules?: readonly string[];
  /** Rules axe still marks experimental, turned on. */
  experimental?: readonly string[];
}

/** The scan's violations, in axe's own form. */
export async function axeViolations(page: Page, scan: Scan = {}) {
  // A page without frames is scanned in axe's legacy mode: axe runs once in the page, where the
  // default injects it again into a blank page of its own to gather the frames' results (about
  // 2.7 s of an 11 s console scan on a busy 2-core machine). A page with a frame (the desktop
  // landing's app) keeps the default, which scans inside it; legacy mode does not.
  const framed = page.frames().length > 1;
  let builder = new AxeBuilder({ page }).setLegacyMode(!framed).options({
    resultTypes: ['violations'],
    ...(scan.experimental
      ? { rules: Object.fromEntries(scan.experimental.map((rule) => [rule, { enabled: true }])) }
      : {}),
  });
  if (scan.include) builder = builder.include(scan.include);
  if (scan.rules) builder = builder.withRules([...scan.rules]);
  return (await builder.analyze()).violations;
}

/** Each violation of these impacts (or of a named rule) as a line: the rule, what it asks, and where. */
export async function axeFindings(
  page: Page,
  scan: Scan & { impacts?: readonly Impact[]; named?: readonly string[] } = {},
): Promise<string[]> {
  const impacts = scan.impacts ?? ['critical', 'serious'];
  return (await axeViolations(page, scan))
    .filter(
      (violation) =>
        impacts.includes((violation.impact ?? 'minor') as Impact) || (scan.named ?? []).includes(violation.id),
    )
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n` +
        violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n'),
    );
}

/** The critical and serious violations, a line each: the rule and the elements. */
export async function seriousViolations(page: Page): Promise<string[]> {
  return axeFindings(page);
}
