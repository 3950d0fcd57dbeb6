// A Playwright reporter beside `list`: it fails the run when a passing test took more than half of
// its timeout, since on a busier machine that test is the next one to time out (decision 0309), and
// it prints the slowest tests and files, so the suite's time is seen in every run.
// E2E_TIMINGS_FILE names a JSON file to write every test's duration to.
import { writeFileSync } from 'node:fs';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** The share of its timeout a passing test may take. */
const MARGIN = 0.5;
const SLOWEST_SHOWN = 20;

interface Timing {
  file: string;
  title: string;
  durationMs: number;
  timeoutMs: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export default class TimingReporter implements Reporter {
  private readonly timings: Timing[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'skipped') return;
    this.timings.push({
      file: test.location.file.replace(/^.*\/tests\/e2e\//, ''),
      title: test.titlePath().slice(3).join(' › '),
      durationMs: result.duration,
      // A test's own timeout, test.setTimeout or test.slow included; 0 means none.
      timeoutMs: test.timeout,
    });
  }

  async onEnd(result: FullResult): Promise<{ status?: FullResult['status'] } | undefined> {
    if (this.timings.length === 0) return undefined;
    const byDuration = [...this.timings].sort((a, b) => b.durationMs - a.durationMs);
    console.log(`\nSlowest ${SLOWEST_SHOWN} tests:`);
    for (const timing of byDuration.slice(0, SLOWEST_SHOWN)) {
      console.log(`  ${seconds(timing.durationMs)} of ${seconds(timing.timeoutMs)}  ${timing.file} › ${timing.title}`);
    }
    const files = new Map<string, number>();
    for (const timing of this.timings) files.set(timing.file, (files.get(timing.file) ?? 0) + timing.durationMs);
    console.log(`\nSlowest ${SLOWEST_SHOWN} files (the sum of their tests):`);
    for (const [file, ms] of [...files].sort((a, b) => b[1] - a[1]).slice(0, SLOWEST_SHOWN)) {
      console.log(`  ${seconds(ms)}  ${file}`);
    }
    if (process.env.E2E_TIMINGS_FILE) writeFileSync(process.env.E2E_TIMINGS_FILE, JSON.stringify(byDuration, null, 1));

    const near = byDuration.filter((timing) => timing.timeoutMs > 0 && timing.durationMs > timing.timeoutMs * MARGIN);
    if (near.length === 0) return undefined;
    console.log(`\n${near.length} test(s) took more than half of their timeout (make them faster or split them):`);
    for (const timing of near) {
      console.log(`  ${seconds(timing.durationMs)} of ${seconds(timing.timeoutMs)}  ${timing.file} › ${timing.title}`);
    }
    return result.status === 'passed' ? { status: 'failed' } : undefined;
  }
}
