/** The ids of `wanted` absent from `found` (a few of them, comma-joined, for a message), or undefined when none is. */
export function missingIds(wanted: string[], found: Array<{ id: bigint | string }>): string | undefined {
  const known = new Set(found.map((f) => String(f.id)));
  const missing = wanted.filter((id) => !known.has(id));
  return missing.length ? missing.slice(0, 5).join(',') : undefined;
}
