import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../../store/types.ts';

/** A menu's label: the English name of a known menu code in English, else the server's name. */
export function useMenuLabel() {
  const { t } = useTranslation();
  return (item: MenuItem) => (item.code ? t(`menu.${item.code}`, { defaultValue: item.name }) : item.name);
}
