import { useTranslation } from '../../i18n/translate.ts';
import type { MenuItem } from '../../store/types.ts';

/** A menu's label: the English name of a known menu code in English, else the server's name. */
export function useMenuLabel() {
  const { t } = useTranslation();
  return (item: MenuItem) => (item.code ? t(`menu.${item.code}`, { defaultValue: item.name }) : item.name);
}
