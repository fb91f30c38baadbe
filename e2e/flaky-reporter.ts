// Names every test that passed only on its retry, so a flaky test is seen in CI's output
// rather than hidden by the retry that rescued it.
import type { FullResult, Reporter, Suite } from '@playwright/test/reporter';

export default class FlakyReporter implements Reporter {
  private root: Suite | undefined;

  onBegin(_config: unknown, suite: Suite): void {
    this.root = suite;
  }

  onEnd(result: FullResult): void {
    const flaky = (this.root?.allTests() ?? []).filter((t) => t.outcome() === 'flaky');
    const line = `Flaky (passed only on retry): ${flaky.length}`;
    console.log(`\n${line}${flaky.length ? ':' : ''}`);
    for (const t of flaky) console.log(`  - ${t.titlePath().filter(Boolean).join(' › ')}`);
    console.log(`End-to-end result: ${result.status}`);
  }
}
