import { describe, expect, it } from 'vitest';
import { addPlaywright, addVitest, emptyTotals, summaryLines } from './test-report.mjs';

/** The parts of Playwright's JSON report the counting reads: nested suites, specs, tests, stats. */
const playwrightReport = {
  stats: { expected: 2, unexpected: 1, flaky: 1, skipped: 1 },
  suites: [
    {
      title: 'chat.spec.ts',
      specs: [{ title: 'opens the chat', tests: [{ projectName: 'chromium', status: 'expected' }] }],
      suites: [
        {
          title: 'group chat',
          specs: [
            { title: 'sends a message', tests: [{ projectName: 'chromium', status: 'flaky' }] },
            { title: 'edits a message', tests: [{ projectName: 'chromium', status: 'unexpected' }] },
          ],
        },
      ],
    },
    {
      title: 'shell.spec.ts',
      specs: [
        { title: 'signs in', tests: [{ projectName: 'chromium', status: 'expected' }] },
        { title: 'prints', tests: [{ projectName: 'chromium', status: 'skipped' }] },
      ],
    },
  ],
};

describe('npm test summary', () => {
  it('counts flaky end-to-end tests apart from the passed ones and names them', () => {
    const totals = emptyTotals();
    addVitest(totals, { numPassedTests: 10, numFailedTests: 0, numPendingTests: 1, numTodoTests: 1 });
    addPlaywright(totals, playwrightReport);

    expect(totals).toMatchObject({ passed: 12, failed: 1, flaky: 1, skipped: 3 });
    const lines = summaryLines(totals);
    expect(lines.at(-1)).toBe('tests: 12 passed, 1 failed, 1 flaky, 3 skipped');
    expect(lines).toContain('  FLAKY  chat.spec.ts › group chat › sends a message [chromium]');
    expect(lines.filter((line) => line.includes('FLAKY  '))).toHaveLength(1);
  });

  it('prints no flaky section when nothing was flaky', () => {
    const totals = emptyTotals();
    addPlaywright(totals, { stats: { expected: 3, unexpected: 0, flaky: 0, skipped: 0 }, suites: [] });
    expect(summaryLines(totals)).toEqual(['', 'tests: 3 passed, 0 failed, 0 flaky, 0 skipped']);
  });
});
