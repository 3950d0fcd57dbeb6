// axe-core on a page, for every spec that checks one (docs/design.md, WCAG 2.2 AA). Only the
// violations are worked out: axe's passes and incomplete results are not read by any spec, and
// gathering their nodes is most of a scan's time on a long page (axe's `resultTypes` option).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe, { type Result, type RunOptions } from 'axe-core';

type Impact = 'critical' | 'serious' | 'moderate' | 'minor';

interface Scan {
  /** Only within this selector. */
  include?: string;
  /** Only these rules. */
  rules?: readonly string[];
  /** Rules axe still marks experimental, turned on. */
  experimental?: readonly string[];
}

/** axe's options for the scan: its rules, and only the violations worked out. */
function optionsOf(scan: Scan): RunOptions {
  const options: RunOptions = { resultTypes: ['violations'] };
  if (scan.experimental) options.rules = Object.fromEntries(scan.experimental.map((rule) => [rule, { enabled: true }]));
  if (scan.rules) options.runOnly = { type: 'rule', values: [...scan.rules] };
  return options;
}

/** The scan's violations, in axe's own form. */
export async function axeViolations(page: Page, scan: Scan = {}): Promise<Result[]> {
  const options = optionsOf(scan);
  if (page.frames().length > 1) {
    // A page with a frame (the desktop landing's app): axe's Playwright builder, which scans inside
    // the frames and gathers their results in a blank page of its own.
    let builder = new AxeBuilder({ page }).options(options);
    if (scan.include) builder = builder.include(scan.include);
    return (await builder.analyze()).violations;
  }
  // A page without frames: axe put in once and run in the page (the builder's legacy mode puts it
  // in twice, about 0.4 s of a console scan; its default gathers the results in a second page, 2.7 s
  // of 11 on a busy 2-core machine).
  await page.evaluate(axe.source);
  return page.evaluate(
    async ({ include, options }) => {
      const inPage = (window as unknown as { axe: typeof axe }).axe;
      return (await inPage.run(include === null ? document : { include: [include] }, options)).violations;
    },
    { include: scan.include ?? null, options },
  );
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
