// MenuVO as the menu screens read it: every column (nulls as ""), the parent's name and the dictionary labels.
import type { menuEntity } from '@blade/contract';
import type { Sent } from '../../../core/mount-route.ts';
import type { DictLabels } from '../dict/dict-labels.ts';
import type { MenuRow, MenuService } from './menu.service.ts';

export type MenuRecord = Sent<typeof menuEntity.record> & { id: string; parentId: string; children?: MenuRecord[] };

export function menuVO(menus: MenuService, labels: DictLabels) {
  return async (m: MenuRow): Promise<MenuRecord> => {
    // Parents come from the cached menu map, so a list of every menu costs no query per row.
    const parent = (await menus.menuById()).get(String(m.parentId));
    const [categoryName, actionName, isOpenName] = await Promise.all([
      labels.label('menu_category', m.category),
      labels.label('button_func', m.action),
      labels.label('yes_no', m.isOpen),
    ]);
    return {
      id: String(m.id),
      parentId: String(m.parentId),
      code: m.code,
      name: m.name,
      alias: m.alias ?? '',
      path: m.path ?? '',
      source: m.source ?? '',
      sort: m.sort,
      category: m.category,
      action: m.action,
      isOpen: m.isOpen,
      component: m.component ?? '',
      remark: m.remark ?? '',
      isDeleted: m.isDeleted,
      parentName: parent?.name ?? '',
      categoryName,
      actionName,
      isOpenName,
    };
  };
}
