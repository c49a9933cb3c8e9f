// Runs before each test file (vitest setupFiles run per file even when files share modules): whatever the file
// opens through test-app.ts is closed when it ends, a server process a failed test did not stop is stopped, its
// temporary folders are removed, and every answer the test received is checked against its route's declared schema.
import { afterAll, afterEach } from 'vitest';
import { takeAnswerViolations } from '../src/core/answer-check.ts';
import { stopLeftoverServers } from './support/server-process.ts';
import { removeTempDirs } from './support/temp-dir.ts';
import { closeOpenApps } from './test-app.ts';

// After hooks run last-registered first: the folders go once the apps and servers using them have stopped.
afterAll(removeTempDirs);
afterAll(closeOpenApps);
afterAll(stopLeftoverServers);

// Every answer a mounted route sent during the test must match the route's declared schema (the route table's
// `answer`): a mismatch is a wrong schema or a handler bug, and fails the test that received it.
afterEach(() => {
  const violations = takeAnswerViolations();
  if (violations.length === 0) return;
  throw new Error(
    `${violations.length} answer(s) do not match their route's declared schema:\n${violations
      .map((v) => `- ${v.route} (${v.path}):\n  ${v.problem}`)
      .join('\n')}`,
  );
});
