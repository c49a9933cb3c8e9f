// The first step of the build: writes the console's route table, src/generated/routes/*.ts (not kept in git), from
// the contract's route declarations (src/api/route-table-source.ts, loaded through Vite's module runner: the contract
// is TypeScript).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runnerImport } from 'vite';

const source = path.resolve(import.meta.dirname, '../src/api/route-table-source.ts');
const target = path.resolve(import.meta.dirname, '../src/generated/routes');
const { module } = await runnerImport(source, { configFile: false, logLevel: 'error' });
const files = module.routeTableFiles();
rmSync(target, { recursive: true, force: true });
mkdirSync(target, { recursive: true });
for (const [name, text] of files) writeFileSync(path.join(target, name), text);
console.log(`wrote ${files.size} route modules to ${path.relative(process.cwd(), target)}`);
