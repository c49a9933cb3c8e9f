// Run by build.mjs once per build: derives the starter term base from the dictionaries and writes the file the seed
// reads (starter-term-file.ts).
import { writeFileSync } from 'node:fs';
import { deriveStarterTermBase } from './starter-terms.ts';

export function writeStarterTermFile(file: string): void {
  writeFileSync(file, JSON.stringify(deriveStarterTermBase()));
}
