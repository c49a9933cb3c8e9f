// The console's route table (src/generated/routes/*.ts), written by the build's first step (scripts/route-table.mjs)
// from the contract's declarations: each route's method and path as a plain constant typed by its declaration, so the
// bundle carries the paths the console calls and none of the contract's zod schemas, and the table cannot disagree
// with the declarations. One module per route group (the API document's tag): a bundle chunk takes whole modules, so
// the sign-in page's chunk holds the few groups it calls, not every route the console calls somewhere. An entity's
// standard actions are the `crud` of its group's module; default-screens.ts names those of the entities declared by
// their fields, whose screen the console derives (components/crud/entity-page.tsx). Runs in Node only (it loads the
// contract itself).
import * as contract from '@blade/contract';
import {
  crudRoutes,
  defaultScreen,
  ENTITIES,
  isBinaryAnswer,
  ROUTE_GROUPS,
  routeKey,
  type CrudAction,
  type RouteSpec,
} from '@blade/contract';

/** `tenantPackage` -> `tenant-package`. */
const kebab = (text: string) => text.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
/** Route names that cannot name a constant: exported under their name from a constant named otherwise. */
const RESERVED = new Set(['export', 'import', 'default', 'delete', 'new', 'class', 'function', 'return', 'switch', 'case', 'in', 'do']);

const HEADER = `// Written by the build from the contract's route declarations (src/api/route-table-source.ts; \`npm run generate\`
// in apps/web writes the table alone): do not edit. Each constant is one route's method and path, typed by its
// declaration.
`;

/** The route as the client reads it (route-ref.ts). */
export function refText(spec: RouteSpec): string {
  return `${spec.method} ${spec.path}${spec.response === 'bare' ? ' bare' : ''}${isBinaryAnswer(spec.answer) ? ' binary' : ''}`;
}

const refLiteral = (spec: RouteSpec, type: string) => `'${refText(spec)}' as RouteRef<${type}>`;

/** The module naming the standard actions of the entities with a default screen. */
const DEFAULT_SCREENS = 'default-screens';

type Module = { typeImports: Set<string>; imports: Map<string, Set<string>>; lines: string[]; exports: string[] };

/** Every module of the table, by file name (`flow-work.ts`). */
export function routeTableFiles(): Map<string, string> {
  const modules = new Map<string, Module>();
  const moduleOf = (tag: string) => {
    if (!modules.has(tag)) modules.set(tag, { typeImports: new Set(), imports: new Map(), lines: [], exports: [] });
    return modules.get(tag)!;
  };
  const declare = (module: Module, name: string, type: string, spec: RouteSpec) => {
    const local = RESERVED.has(name) ? `${name}Route` : name;
    module.lines.push(`const ${local} = ${refLiteral(spec, type)};`);
    module.exports.push(local === name ? name : `${local} as ${name}`);
  };
  /** Where each hand-declared route is: its module and name. */
  const declared = new Map<string, { tag: string; name: string }>();
  for (const [tag, group] of Object.entries(ROUTE_GROUPS as Record<string, Record<string, RouteSpec>>)) {
    const module = moduleOf(tag);
    module.typeImports.add('RouteGroups');
    for (const [name, spec] of Object.entries(group)) {
      declare(module, name, `RouteGroups['${tag}']['${name}']`, spec);
      declared.set(routeKey(spec.method, spec.path), { tag, name });
    }
  }
  /** The group module of each entity with a default screen, by entity name. */
  const derived = new Map<string, string>();
  const exportNames = new Map<unknown, string>(Object.entries(contract).map(([name, value]) => [value, name]));
  for (const entity of ENTITIES) {
    const exportName = exportNames.get(entity);
    if (!exportName) throw new Error(`Entity ${entity.name} is not exported by the contract`);
    // The entity's group: the hand-declared one named like the entity, else its own (`apiScopeEntity` -> api-scope).
    const own = kebab(exportName.replace(/Entity$/, ''));
    const tag = [entity.name, own].find((t) => t in ROUTE_GROUPS) ?? own;
    const module = moduleOf(tag);
    const routes = crudRoutes(entity) as Record<CrudAction, RouteSpec>;
    const members = entity.actions.map((action) => {
      const spec = routes[action];
      // An action a module declares itself (a richer answer) keeps that declaration.
      const hand = declared.get(routeKey(spec.method, spec.path));
      if (!hand) {
        module.typeImports.add('CrudRoute').add(exportName);
        return `${action}: ${refLiteral(spec, `CrudRoute<typeof ${exportName}, '${action}'>`)}`;
      }
      if (hand.tag !== tag) module.imports.set(hand.tag, (module.imports.get(hand.tag) ?? new Set()).add(hand.name));
      return hand.name === action ? action : `${action}: ${hand.name}`;
    });
    module.lines.push(`/** The ${entity.name} entity's standard actions. */`);
    module.lines.push(`const crud = {\n  entity: '${entity.name}',\n  ${members.join(',\n  ')},\n};`);
    module.exports.push('crud');
    if (defaultScreen(entity)) derived.set(entity.name, tag);
  }
  if (modules.has(DEFAULT_SCREENS)) throw new Error(`A route group is named ${DEFAULT_SCREENS}`);
  const files = new Map<string, string>();
  for (const [tag, module] of [...modules].sort(([a], [b]) => a.localeCompare(b))) {
    for (const names of module.imports.values()) {
      for (const name of names) if (module.exports.includes(name)) throw new Error(`${tag}.ts would import and declare ${name}`);
    }
    const imports = [
      ...(module.typeImports.size ? [`import type { ${[...module.typeImports].sort().join(', ')} } from '@blade/contract';`] : []),
      ...(module.lines.some((l) => l.includes('RouteRef<')) ? [`import type { RouteRef } from '../../api/route-ref.ts';`] : []),
      ...[...module.imports].map(([from, names]) => `import { ${[...names].sort().join(', ')} } from './${from}.ts';`),
    ];
    files.set(`${tag}.ts`, [HEADER, ...imports, '', ...module.lines, '', `export { ${module.exports.join(', ')} };`, ''].join('\n'));
  }
  files.set(`${DEFAULT_SCREENS}.ts`, defaultScreensText(derived));
  return files;
}

/** default-screens.ts: each derived screen's entity name -> its group's `crud`. */
function defaultScreensText(derived: Map<string, string>): string {
  const entries = [...derived].sort(([a], [b]) => a.localeCompare(b));
  const local = (tag: string) => tag.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
  return [
    HEADER,
    ...entries.map(([, tag]) => `import { crud as ${local(tag)} } from './${tag}.ts';`),
    '',
    '/** The standard actions of each entity the console shows on its default screen, by entity name. */',
    `export const defaultScreenRoutes = {\n${entries.map(([name, tag]) => `  ${JSON.stringify(name)}: ${local(tag)},`).join('\n')}\n};`,
    '',
  ].join('\n');
}
