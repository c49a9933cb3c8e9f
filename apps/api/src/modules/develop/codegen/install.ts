// How a generated module joins the project: two edits of shared files, its Prisma model appended to the schema and
// one export line in the contract's entity index (the registry every other part reads the entity from). The zip
// carries them as install.json with a small script that applies them, so "dropped into the repo" is one command.
import type { GenSpec } from './spec.ts';

export type InstallEdit = {
  file: string;
  /** Text the edit is placed next to; `append` adds to the end of the file. */
  anchor?: string;
  position: 'after' | 'before' | 'append' | 'prepend';
  text: string;
};

export function installEdits(spec: GenSpec, paths: { prisma: string }): InstallEdit[] {
  return [
    { file: 'prisma/schema.prisma', position: 'append', text: `__FILE__:${paths.prisma}` },
    { file: 'packages/contract/src/entities/index.ts', position: 'append', text: `export * from './${spec.kebab}.ts';\n` },
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
