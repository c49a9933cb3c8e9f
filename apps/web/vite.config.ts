import react from '@vitejs/plugin-react';
// By path, not by package name: Vite bundles a config's relative imports but loads packages from node_modules as
// they are, and the contract's are TypeScript sources.
import { defaultScreen, ENTITIES } from '../../packages/contract/src/index.ts';
import { defineConfig } from 'vite';

// The columns each entity's list sorts by on the server, by entity name, read from the contract at build time: the
// console's lists know them without loading the contract's validators (zod), which wait for the first save.
const entitySortable = Object.fromEntries(ENTITIES.map((e) => [e.name, e.sortable]));
// The default screens of the entities declared by their fields (columns, search, form, labels), by entity name; their
// routes are in the console's route table (src/generated/routes/default-screens.ts).
const entityCrud = Object.fromEntries(
  ENTITIES.flatMap((e) => {
    const screen = defaultScreen(e);
    return screen ? [[e.name, screen]] : [];
  }),
);
// The console route of each entity that declares a screen, with the entity's name and whether it has a default
// screen: the screen registry finds its page by that name (app/screens.ts).
const entityScreens = Object.fromEntries(
  ENTITIES.flatMap((e) => (e.screen ? [[e.screen.path, { name: e.name, derived: e.name in entityCrud }]] : [])),
);

export default defineConfig({
  plugins: [react()],
  define: {
    __ENTITY_SORTABLE__: JSON.stringify(entitySortable),
    __ENTITY_SCREENS__: JSON.stringify(entityScreens),
    __ENTITY_CRUD__: JSON.stringify(entityCrud),
  },
  // `npm run dev`: the API it starts (scripts/dev.mjs says where); 8080 when Vite is started by hand beside `npm start`.
  server: { proxy: { '/api': process.env.BLADE_API_URL ?? 'http://localhost:8080' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      // Every imported constant is put where it is used: the console's routes (src/generated/routes) are strings, so
      // each call carries its own path, as hand-typed paths did, instead of a route module becoming a chunk of its own
      // (a shared one on the sign-in page).
      optimization: { inlineConst: { mode: 'all' } },
      output: {
        // Fewer, larger chunks: left to itself the bundler cut the shared parts into some 90 small files for the
        // first console screen, each compressed on its own. Everything the entry imports goes in the entry chunk
        // (every page needs it), and the MUI parts many screens share go in one chunk of their own: the sign-in
        // page went from 198 to 199 kB and the first console screen from 381 to 342 kB over the wire (brotli).
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'], priority: 2 },
            { name: 'mui-common', test: /node_modules[\\/]@mui[\\/](material|system|utils)[\\/]/, minShareCount: 8, priority: 1 },
          ],
        },
      },
    },
  },
});
