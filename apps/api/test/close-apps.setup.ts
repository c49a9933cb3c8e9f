// Runs before each test file (vitest setupFiles run per file even when files share modules): whatever the file
// opens through test-app.ts is closed when it ends.
import { afterAll } from 'vitest';
import { closeOpenApps } from './test-app.ts';

afterAll(closeOpenApps);
