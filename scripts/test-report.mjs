// Counts of `npm test` from the JSON reports of Vitest and Playwright, and the summary it prints.
// A flaky test (failed, then passed on a retry) is counted apart from the passes and named, so nobody
// reads it as a pass; it does not fail the run (docs/architecture.md, "Tests").

export function emptyTotals() {
  return { passed: 0, failed: 0, flaky: 0, skipped: 0, flakyTitles: [] };
}

/** Adds a Vitest JSON report (`--reporter=json`). Vitest does not retry here, so it has no flakes. */
export function addVitest(totals, report) {
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

/** Adds a Playwright JSON report: `expected` passed, `unexpected` failed, `flaky` passed only on a retry. */
export function addPlaywright(totals, report) {
  const { stats } = report;
  totals.passed += stats.expected;
  totals.failed += stats.unexpected;
  totals.flaky += stats.flaky;
  totals.skipped += stats.skipped;
  totals.flakyTitles.push(...flakyTitles(report.suites ?? []));
}

/** "file › describe › test [project]" of every flaky test, in report order. */
function flakyTitles(suites, path = []) {
  const titles = [];
  for (const suite of suites) {
    const here = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'flaky') continue;
        const project = test.projectName ? ` [${test.projectName}]` : '';
        titles.push(`${[...here, spec.title].join(' › ')}${project}`);
      }
    }
    titles.push(...flakyTitles(suite.suites ?? [], here));
  }
  return titles;
}

/** The lines `npm test` ends with: the flaky tests by name (if any), then the one summary line. */
export function summaryLines(totals) {
  const lines = [];
  if (totals.flakyTitles.length > 0) {
    lines.push(
      '',
      `FLAKY: ${totals.flakyTitles.length} test(s) failed first and passed only on a retry. Not counted as passed; fix them:`,
      ...totals.flakyTitles.map((title) => `  FLAKY  ${title}`),
    );
  }
  lines.push(
    '',
    `tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.flaky} flaky, ${totals.skipped} skipped`,
  );
  return lines;
}
