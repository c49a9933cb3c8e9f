// Bundles the API into dist/main.js. Workspace packages (TypeScript sources) and the generated Prisma client are
// inlined; npm dependencies stay external and load from node_modules at run time. `--watch` (npm run dev) bundles
// again on every change of a source it reads. Before it, writes dist/starter-terms.json, the starter term base the
// seed reads (src/seed/starter-term-file.ts), once.
import { build, context } from 'esbuild';
import { readFileSync, rmSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@blade/'));

const watch = process.argv.includes('--watch');
/** In watch mode, one line per bundle: npm run dev starts the API after the first. */
const reportBundles = {
  name: 'report-bundles',
  setup(build) {
    build.onEnd((result) => console.log(result.errors.length ? 'bundle failed' : 'bundled'));
  },
};

const bundler = await context({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, '@prisma/client/*'],
  logLevel: 'warning',
  plugins: watch ? [reportBundles] : [],
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});

/** Runs src/seed/write-starter-terms.ts, bundled for the moment like the API (Node does not run TypeScript). */
async function writeStarterTerms() {
  const script = new URL('./dist/write-starter-terms.mjs', import.meta.url);
  await build({
    entryPoints: ['src/seed/write-starter-terms.ts'],
    outfile: script.pathname,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    logLevel: 'warning',
  });
  try {
    const { writeStarterTermFile } = await import(script.href);
    writeStarterTermFile(new URL('./dist/starter-terms.json', import.meta.url).pathname);
  } finally {
    rmSync(script);
  }
}

// First: npm run dev starts the API once the bundle below reports, and a fresh install's seed reads the file.
await writeStarterTerms();
if (watch) {
  await bundler.watch();
} else {
  await bundler.rebuild();
  await bundler.dispose();
}
