import { useSeedName } from '../../i18n/seed-name.ts';

/** A menu's label: a seeded menu still holding its seeded name reads in the console's language, else the server's name. */
export function useMenuLabel() {
  const seedName = useSeedName();
  return (item: { code?: string; name: string }) => (item.code ? seedName(`menu.${item.code}`, item.name) : item.name);
}
