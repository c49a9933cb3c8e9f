// Temporary folders of a test file (data folders, upload stores, markers), removed when the file ends
// (test/close-apps.setup.ts, after its apps and servers stopped): without it every run left them all in the system's
// temp folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const made: string[] = [];

/** A new folder in the system's temp folder, its name starting with `prefix`. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}
