// After `vite build`: writes a brotli (.br) and a gzip (.gz) copy beside every text asset of dist/ worth
// compressing, once, at the strongest settings, so the server sends them as they are instead of compressing the
// same bundles again on every request (apps/api/src/core/console-assets.ts).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|wasm)$/;
/** Smaller files gain less than the header costs. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name) && statSync(full).size >= MIN_BYTES) yield full;
  }
}

let count = 0;
for (const file of files(dist)) {
  const body = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count++;
}
console.log(`precompressed ${count} files (brotli and gzip)`);
