// The import's merge rules, one place for the preview (which shows their outcome) and the commit (which writes it).
// A term is what a file says about one chinese in one classification; the file may say it on several rows
// (duplicates), and the base may already hold it (a conflict, resolved per term: keep, overwrite or merge labels).
// English is never emptied: an entry needs one, so an empty English in the file always keeps the one there is.

/** The fields an import writes. */
export type TermFields = { english: string; labels: string | null; remark: string | null };
/** What a conflicting term's row asks for: 保留现有, 覆盖, 合并标签. */
export type ConflictChoice = 'keep' | 'overwrite' | 'merge';

/** Labels are stored by name, comma-joined (the web's multiselect splits them on ","); a file may use "，". */
const labelList = (labels: string | null) =>
  (labels ?? '')
    .split(/[,，]/)
    .map((l) => l.trim())
    .filter(Boolean);

/** Every label of `a` then those of `b` it lacks, in order; null when none. */
export function unionLabels(a: string | null, b: string | null): string | null {
  const all = [...new Set([...labelList(a), ...labelList(b)])];
  return all.length ? all.join(',') : null;
}

/**
 * A later row of the same term folded into the earlier ones: its English wins unless empty, the labels are
 * unioned, its remark wins unless empty.
 */
export function foldRow(earlier: TermFields, later: TermFields): TermFields {
  return {
    english: later.english || earlier.english,
    labels: unionLabels(earlier.labels, later.labels),
    remark: later.remark || earlier.remark,
  };
}

/**
 * What an existing entry becomes: kept as it is; overwritten by the file's fields (an empty English keeps its own);
 * or merged, which overwrites only the fields the file fills and unions the labels.
 */
export function resolve(existing: TermFields, incoming: TermFields, choice: ConflictChoice): TermFields {
  if (choice === 'keep') return existing;
  if (choice === 'overwrite') return { ...incoming, english: incoming.english || existing.english };
  return foldRow(existing, incoming);
}
