// The CRUD suite's data for an entity declared by its fields, read from the declaration: a value for each field a
// save needs (text within its length, numbers within their range), a text field to change, a bad value, and the
// search field that finds a row. An entity whose values follow a pattern the schema alone holds (a code format, a
// decimal) has a fixture of its own in entity-fixtures.ts instead.
import type { EntityField, EntitySpec } from '@blade/contract';
import { emptyAllowed, valueKind } from '@blade/contract';
import { z } from 'zod';
import type { EntityFixture } from './entity-fixtures.ts';

type Facts = { minimum?: number; maximum?: number; maxLength?: number; anyOf?: Facts[]; type?: string };

/** The limits a schema states (of its first non-null form). */
function facts(schema: z.ZodType): Facts {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Facts;
  return json.anyOf?.find((f) => f.type !== 'null') ?? json;
}

/** `<name><n>x`, cut to the field's length: the x keeps a LIKE search for n from finding 1n. */
function text(name: string, f: EntityField, n: number): string {
  const max = facts(f.submit).maxLength ?? 64;
  const prefix = name.slice(0, max - String(n).length - 1);
  if (!prefix) throw new Error(`${name} is too short for the suite's values: give its entity a fixture`);
  return `${prefix}${n}x`;
}

/** Bounds beyond a 32-bit column's are no bounds (zod's own integer range is 53 bits). */
const INT_LIMIT = 2 ** 31;

function sample(name: string, f: EntityField, n: number): unknown {
  if (f.input === 'date' || f.input === 'datetime')
    return `2024-01-${String((n % 28) + 1).padStart(2, '0')}${f.input === 'datetime' ? ' 08:30:00' : ''}`;
  const kind = valueKind(f.submit);
  if (kind === 'boolean') return n % 2 === 1;
  if (kind === 'string') return text(name, f, n);
  const { minimum, maximum } = facts(f.submit);
  const low = minimum !== undefined && minimum > -INT_LIMIT ? minimum : 0;
  const high = maximum !== undefined && maximum < INT_LIMIT ? maximum : low + 999;
  return low + (n % (high - low + 1));
}

const isText = (f: EntityField) => valueKind(f.submit) === 'string' && !f.input;

export function derivedFixture(spec: EntitySpec): EntityFixture | undefined {
  if (!spec.fields) return undefined;
  const needed = Object.entries(spec.fields).filter(([, f]) => !emptyAllowed(f.submit));
  const found = needed.find(([, f]) => f.search && f.unique && isText(f)) ?? needed.find(([, f]) => f.search && isText(f));
  const changed = needed.find(([name, f]) => isText(f) && !f.unique && name !== found?.[0]);
  // A number refuses text whatever its range; text refuses "" once it must hold something.
  const broken = needed.find(([, f]) => valueKind(f.submit) === 'number') ?? needed.find(([, f]) => isText(f));
  if (!found || !changed || !broken)
    throw new Error(`${spec.name}: its declaration gives the suite no search field, text to change or value to break: give it a fixture`);
  const valid = (n: number) => Object.fromEntries(needed.map(([name, f]) => [name, sample(name, f, n)]));
  return {
    valid,
    update: [changed[0], text(changed[0], changed[1], 0)],
    invalid: { body: { ...valid(0), [broken[0]]: isText(broken[1]) ? '' : 'not-a-number' }, field: broken[0] },
    filter: (n) => [found[0], String(valid(n)[found[0]])],
  };
}
