// Runs before each test file (vitest setupFiles run per file even when files share modules): whatever the file
// opens through test-app.ts is closed when it ends, and a server process a failed test did not stop is stopped.
import { afterAll } from 'vitest';
import { stopLeftoverServers } from './support/server-process.ts';
import { closeOpenApps } from './test-app.ts';

afterAll(closeOpenApps);
afterAll(stopLeftoverServers);
