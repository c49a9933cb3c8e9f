// The docs viewer's 3.0 rendition says what the 3.1 document says, in words 3.0 has.
import { describe, expect, it } from 'vitest';
import { buildOpenApi, schemaTo30, toOpenApi30 } from '../src/index.ts';

const document = buildOpenApi({ version: 'test' });
const rendition = toOpenApi30(document);

/** Every place of the document where a keyword only 3.1 knows is used, as `path: keyword`. */
function only31(value: unknown, at = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => only31(v, `${at}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  const node = value as Record<string, unknown>;
  const found: string[] = [];
  // Inside `properties` the keys are field names (a field may be called `type` or `const`), not keywords.
  if (!at.endsWith('.properties') && !at.endsWith('.schemas') && !at.endsWith('.paths')) {
    if (Array.isArray(node.type) || node.type === 'null') found.push(`${at}: type ${JSON.stringify(node.type)}`);
    for (const keyword of ['const', 'contentMediaType', 'propertyNames', 'prefixItems', 'examples', '$defs']) {
      if (keyword in node) found.push(`${at}: ${keyword}`);
    }
    for (const keyword of ['exclusiveMinimum', 'exclusiveMaximum']) {
      if (typeof node[keyword] === 'number') found.push(`${at}: ${keyword} as a number`);
    }
  }
  return [...found, ...Object.entries(node).flatMap(([k, v]) => only31(v, `${at}.${k}`))];
}

describe("the docs viewer's OpenAPI 3.0 rendition", () => {
  it('uses no keyword only 3.1 has (the 3.1 document does, so the check finds them)', () => {
    expect(only31(document).length).toBeGreaterThan(100);
    expect(rendition.openapi).toBe('3.0.3');
    expect(only31(rendition)).toEqual([]);
  });

  it('keeps every path and operation of the 3.1 document', () => {
    const operations = (doc: { paths: Record<string, object> }) =>
      Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((m) => `${m} ${path}`));
    expect(operations(rendition)).toEqual(operations(document));
    expect(Object.keys(rendition.components.schemas)).toEqual(Object.keys(document.components.schemas));
  });

  it('says nullable, enum, exclusive bounds and binary as 3.0 does', () => {
    expect(schemaTo30({ type: ['string', 'null'] })).toEqual({ type: 'string', nullable: true });
    expect(schemaTo30({ anyOf: [{ type: 'integer' }, { type: 'null' }] })).toEqual({ type: 'integer', nullable: true });
    // 3.0's nullable counts only beside a type: a union carries it on each member.
    expect(schemaTo30({ anyOf: [{ type: 'integer' }, { type: 'string' }, { type: 'null' }] })).toEqual({
      anyOf: [
        { type: 'integer', nullable: true },
        { type: 'string', nullable: true },
      ],
    });
    expect(schemaTo30({ type: ['string', 'number'] })).toEqual({ anyOf: [{ type: 'string' }, { type: 'number' }] });
    expect(schemaTo30({ type: ['string', 'number', 'null'] })).toEqual({
      anyOf: [
        { type: 'string', nullable: true },
        { type: 'number', nullable: true },
      ],
    });
    expect(schemaTo30({ type: 'null' })).toEqual({ type: 'object', nullable: true, enum: [null] });
    expect(schemaTo30({ const: false })).toEqual({ enum: [false] });
    expect(schemaTo30({ type: 'number', exclusiveMinimum: 0 })).toEqual({ type: 'number', minimum: 0, exclusiveMinimum: true });
    expect(schemaTo30({ type: 'string', contentMediaType: 'application/zip' })).toEqual({ type: 'string', format: 'binary' });
    // Nested: inside properties, items and unions, a field named `type` left alone.
    expect(
      schemaTo30({ type: 'object', properties: { type: { type: ['string', 'null'] }, list: { type: 'array', items: { const: 1 } } } }),
    ).toEqual({ type: 'object', properties: { type: { type: 'string', nullable: true }, list: { type: 'array', items: { enum: [1] } } } });
  });
});
