// What the raw-SQL rule (raw-sql.test.ts) looks for in a TypeScript source, read through the compiler's syntax tree
// (so SQL inside comments or inside generated code held in a template is not mistaken for SQL sent):
// - sendsSql: the ways a statement leaves for the database by hand: Prisma's raw queries ($queryRaw, $executeRaw
//   and their Unsafe forms), its fragments (Prisma.sql, .raw, .join, .empty), a `sql` tagged template, a `.query(...)`
//   given SQL text or a { text } statement, and any string that begins as a statement does;
// - tenantGaps: functions whose SQL names a tenant-owned table with no tenant in reach, a parameter typed `Tenant`
//   or a `tenantId: string`, on the function or one around it.
import ts from 'typescript';

const PRISMA_RAW = /^\$(queryRaw|executeRaw)(Unsafe)?$/;
const PRISMA_FRAGMENT = new Set(['sql', 'raw', 'join', 'empty']);
/** A statement's first words, in capitals as SQL is written here (prose and messages do not start so). */
const STATEMENT =
  /^\s*(SELECT|INSERT\s+INTO|UPDATE\s+\w+\s|DELETE\s+FROM|WITH\s+\w+\s+AS|BEGIN|COMMIT|ROLLBACK|LISTEN|NOTIFY|CREATE|ALTER|DROP|TRUNCATE)\b/;

const literalText = (node: ts.Node): string | undefined =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
    ? node.text
    : ts.isTemplateExpression(node)
      ? [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ')
      : undefined;

const sourceOf = (fileName: string, text: string) => ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);

/** Where `text` sends SQL by hand: one line per place, `line: what`. */
export function sendsSql(fileName: string, text: string): string[] {
  const source = sourceOf(fileName, text);
  const found: string[] = [];
  const at = (node: ts.Node, what: string) => found.push(`${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${what}`);
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node)) {
      const name = node.name.text;
      if (PRISMA_RAW.test(name)) at(node, name);
      if (ts.isIdentifier(node.expression) && node.expression.text === 'Prisma' && PRISMA_FRAGMENT.has(name)) at(node, `Prisma.${name}`);
    }
    if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && node.tag.text === 'sql') at(node, 'sql``');
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'query') {
      const first = node.arguments[0];
      const statement =
        first &&
        ts.isObjectLiteralExpression(first) &&
        first.properties.some((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'text');
      if (first && (literalText(first) !== undefined || statement)) at(node, '.query(SQL)');
    }
    const literal = literalText(node);
    if (literal !== undefined && STATEMENT.test(literal)) at(node, `"${literal.trim().slice(0, 40)}"`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

type FunctionLike = ts.FunctionDeclaration | ts.FunctionExpression | ts.ArrowFunction | ts.MethodDeclaration;
const isFunctionLike = (node: ts.Node): node is FunctionLike =>
  ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node) || ts.isArrowFunction(node) || ts.isMethodDeclaration(node);

/** A parameter that names the tenant: typed `Tenant` (a tenant or EVERY_TENANT), or `tenantId: string`. */
const takesTenant = (fn: FunctionLike) =>
  fn.parameters.some((p) => {
    const type = p.type?.getText() ?? '';
    return /\bTenant\b/.test(type) || (ts.isIdentifier(p.name) && p.name.text === 'tenantId' && type === 'string');
  });

/** Functions of `text` whose own SQL names one of `tenantTables` with no tenant parameter in reach: `name -> table`. */
export function tenantGaps(fileName: string, text: string, tenantTables: ReadonlySet<string>): string[] {
  const source = sourceOf(fileName, text);
  const gaps: string[] = [];
  const visit = (node: ts.Node, enclosing: FunctionLike[]) => {
    const inside = isFunctionLike(node) ? [...enclosing, node] : enclosing;
    const literal = literalText(node);
    if (literal !== undefined) {
      const named = [...literal.matchAll(/\b[a-z_]+\b/g)].map((m) => m[0]).filter((word) => tenantTables.has(word));
      const own = inside.at(-1);
      if (named.length && !inside.some(takesTenant)) {
        const name = own && (ts.isFunctionDeclaration(own) || ts.isMethodDeclaration(own)) ? own.name?.getText() : undefined;
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        gaps.push(`${name ?? `line ${line}`} -> ${[...new Set(named)].join(', ')}`);
      }
    }
    ts.forEachChild(node, (child) => visit(child, inside));
  };
  visit(source, []);
  return gaps;
}

/** The tables of models with a tenantId that the tenancy extension scopes (db/model-traits.ts), from the schema. */
export function tenantOwnedTables(schema: string, notScoped: ReadonlySet<string>): Set<string> {
  const tables = new Set<string>();
  for (const [, model, body] of schema.matchAll(/^model (\w+) \{([^}]*)\}/gm)) {
    if (notScoped.has(model!) || !/^\s+tenantId\s/m.test(body!)) continue;
    tables.add(/@@map\("([^"]+)"\)/.exec(body!)?.[1] ?? model!);
  }
  return tables;
}
