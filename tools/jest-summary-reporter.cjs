// Writes each Jest run's totals to tmp/test-results so that `npm test` can print one closing line for all projects.
const fs = require('node:fs');
const path = require('node:path');

class SummaryReporter {
  constructor(globalConfig) {
    this.name = path.relative(path.join(__dirname, '..'), globalConfig.rootDir) || 'root';
  }
  onRunComplete(_contexts, results) {
    const dir = path.join(__dirname, '..', 'tmp', 'test-results');
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `${this.name.replace(/[^a-z0-9-]+/gi, '_')}-${process.pid}.json`);
    const summary = {
      project: this.name,
      passed: results.numPassedTests,
      failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
      skipped: results.numPendingTests + results.numTodoTests,
    };
    fs.writeFileSync(file, JSON.stringify(summary));
  }
}
module.exports = SummaryReporter;
