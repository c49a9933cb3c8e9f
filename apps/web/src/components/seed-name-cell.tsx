// A list cell showing a seeded record's name in the console's language while it keeps its seeded name (seed-name.ts).
import { useSeedName, type SeedKey } from '../i18n/seed-name.ts';

export function SeedNameCell({ seedKey, name }: { seedKey: SeedKey; name: unknown }) {
  const seedName = useSeedName();
  return <>{seedName(seedKey, typeof name === 'string' ? name : '')}</>;
}
