// A value as text where a message, a key, a cell or an expression needs one, the same in the API, the workflow and
// the console: what a person would write for it, never "[object Object]" (an object is written as its JSON), nothing
// for null or undefined. The console imports it as @blade/contract/text: through the package's index it would
// bring the contract's validators (zod) into the console's first chunk.
export function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Error) return value.message;
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)) ?? '';
}
