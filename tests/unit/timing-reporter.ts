// A vitest reporter beside the default one: it fails the run when a passing test took more than
// half of its timeout, since on a busier machine that test is the next one to time out, and it
// prints the slowest test files of both passes (decision 0309).
import type { Reporter, TestCase, TestModule } from 'vitest/node';

/** The share of its timeout a passing test may take. */
const MARGIN = 0.5;
const SLOWEST_SHOWN = 20;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export default class TimingReporter implements Reporter {
  private readonly near: string[] = [];

  onTestCaseResult(testCase: TestCase): void {
    const timeout = testCase.options.timeout ?? 0;
    const diagnostic = testCase.diagnostic();
    if (testCase.result().state !== 'passed' || !diagnostic || timeout <= 0) return;
    if (diagnostic.duration > timeout * MARGIN) {
      this.near.push(
        `  ${seconds(diagnostic.duration)} of ${seconds(timeout)}  [${testCase.project.name}] ${testCase.module.relativeModuleId} › ${testCase.fullName}`,
      );
    }
  }

  onTestRunEnd(testModules: readonly TestModule[]): void {
    const files = testModules
      .map((module) => {
        const time = module.diagnostic();
        return {
          name: `[${module.project.name}] ${module.relativeModuleId}`,
          // Its imports and its hooks (a fresh database, a server) as well as its tests.
          ms:
            time.environmentSetupDuration +
            time.prepareDuration +
            time.collectDuration +
            time.setupDuration +
            time.duration,
        };
      })
      .sort((a, b) => b.ms - a.ms);
    console.log(`\nSlowest ${SLOWEST_SHOWN} test files:`);
    for (const file of files.slice(0, SLOWEST_SHOWN)) console.log(`  ${seconds(file.ms)}  ${file.name}`);
    if (this.near.length === 0) return;
    console.log(`\n${this.near.length} test(s) took more than half of their timeout (make them faster or split them):`);
    for (const line of this.near) console.log(line);
    process.exitCode = 1;
  }
}
