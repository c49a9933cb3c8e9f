// How a generated module joins the project: one-line edits at fixed anchors of the shared files. The zip carries
// them as install.json with a small script that applies them, so "dropped into the repo" is one command.
import { entityVar, menuVar, mountName, pageName } from './code-files.ts';
import type { GenSpec } from './spec.ts';

export type InstallEdit = {
  file: string;
  /** Text the edit is placed next to; `append` adds to the end of the file. */
  anchor?: string;
  position: 'after' | 'before' | 'append' | 'prepend';
  text: string;
};

export function installEdits(spec: GenSpec, paths: { prisma: string }): InstallEdit[] {
  const k = spec.kebab;
  return [
    { file: 'prisma/schema.prisma', position: 'append', text: `__FILE__:${paths.prisma}` },
    { file: 'packages/contract/src/entities/index.ts', position: 'append', text: `export * from './${k}.ts';\n` },
    { file: 'packages/contract/src/catalog.ts', position: 'prepend', text: `import { ${entityVar(spec)} } from './entities/${k}.ts';\n` },
    {
      file: 'packages/contract/src/catalog.ts', anchor: 'export const ROUTE_GROUPS: Record<string, Record<string, RouteSpec>> = {\n',
      position: 'after', text: `  '${k}': crudRoutes(${entityVar(spec)}) as Record<string, RouteSpec>,\n`,
    },
    { file: 'apps/api/src/app.ts', position: 'prepend', text: `import { ${mountName(spec)} } from './modules/generated/${k}.module.ts';\n` },
    { file: 'apps/api/src/app.ts', anchor: '  return mounted;\n', position: 'before', text: `  ${mountName(spec)}(mount, s);\n` },
    ...(spec.tenant ? [{ file: 'apps/api/src/db/model-traits.ts', anchor: 'export const TENANT_MODELS = new Set([', position: 'after' as const, text: `'${spec.className}', ` }] : []),
    ...['SOFT_DELETE_MODELS', 'AUDITED_MODELS', 'SNOWFLAKE_MODELS'].map((set): InstallEdit => ({
      file: 'apps/api/src/db/model-traits.ts', anchor: `export const ${set} = new Set([\n`, position: 'after', text: `  '${spec.className}',\n`,
    })),
    {
      file: 'apps/web/src/app/screens.ts', anchor: 'export const SCREENS: Record<string, LazyExoticComponent<ComponentType>> = {\n', position: 'after',
      text: `  '${spec.screenPath}': lazyPage(() => import('../features/generated/${k}-page.tsx'), '${pageName(spec)}'),\n`,
    },
    { file: 'prisma/seed/menus.ts', position: 'prepend', text: `import { ${menuVar(spec)} } from './generated/${k}.menu.ts';\n` },
    { file: 'prisma/seed/menus.ts', position: 'append', text: `MENUS.push(${menuVar(spec)});\n` },
  ];
}

/** Applies install.json next to it, from the repository root (node blade-codegen/<name>/install.mjs). */
export const INSTALL_SCRIPT = `// Applies the one-line edits of install.json to the repository (run from its root). Safe to run twice.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const edits = JSON.parse(readFileSync(new URL('./install.json', import.meta.url), 'utf8'));
for (const edit of edits) {
  const text = edit.text.startsWith('__FILE__:') ? readFileSync(edit.text.slice(9), 'utf8') : edit.text;
  const file = path.resolve(edit.file);
  const before = readFileSync(file, 'utf8');
  const done = edit.position === 'after' ? before.includes(edit.anchor + text)
    : edit.position === 'before' ? before.includes(text + edit.anchor) : before.includes(text);
  if (done) continue;
  let after;
  if (edit.position === 'append') after = before + (before.endsWith('\\n') ? '' : '\\n') + text;
  else if (edit.position === 'prepend') after = text + before;
  else {
    const at = before.indexOf(edit.anchor);
    if (at < 0) throw new Error(\`\${edit.file}: anchor not found: \${edit.anchor.trim()}\`);
    const cut = edit.position === 'after' ? at + edit.anchor.length : at;
    after = before.slice(0, cut) + text + before.slice(cut);
  }
  writeFileSync(file, after);
  console.log(\`updated \${edit.file}\`);
}
`;
