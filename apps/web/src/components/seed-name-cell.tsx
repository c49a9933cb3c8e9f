// A list cell showing a seeded record's name in the console's language while it keeps its seeded name (seed-name.ts).
import { classificationKey, useSeedName, type SeedKey } from '../i18n/seed-name.ts';

export function SeedNameCell({ seedKey, name }: { seedKey: SeedKey; name: unknown }) {
  const seedName = useSeedName();
  return <>{seedName(seedKey, typeof name === 'string' ? name : '')}</>;
}

/**
 * A cell naming several records of a group by their comma-joined ids and names (a user's roles or departments), each
 * seeded one in the console's language. The server lists the names of the ids it still finds, in order: they are
 * matched to the ids by position only when none is missing, else shown as they came.
 */
export function SeedNamesCell({ group, ids, names }: { group: 'role' | 'dept'; ids: unknown; names: unknown }) {
  const seedName = useSeedName();
  const shown = typeof names === 'string' ? names : '';
  const idList = typeof ids === 'string' && ids ? ids.split(',') : [];
  const nameList = shown ? shown.split(',') : [];
  if (idList.length !== nameList.length) return <>{shown}</>;
  return <>{nameList.map((name, i) => seedName(`${group}.${idList[i]}`, name)).join(',')}</>;
}

/** A cell naming a classification: the starter term base's by their English names in English (seed-name.ts). */
export function ClassificationNameCell({ name }: { name: unknown }) {
  const text = typeof name === 'string' ? name : '';
  return <SeedNameCell seedKey={classificationKey(text)} name={text} />;
}
