// The screen of a declared entity: its default screen (entity-screen.ts) calling the entity's standard actions from
// the route table, with whatever a screen of its own changes.
import type { DefaultScreen } from '@blade/contract';
import { useMemo } from 'react';
import { fetchDictOptions } from '../../api/dict-options.ts';
import { defaultScreenRoutes } from '../../generated/routes/default-screens.ts';
import { i18n } from '../../i18n/index.ts';
import { CrudPage } from './crud-page.tsx';
import type { CrudCalls, CrudScreen } from './crud-types.ts';
import { crudScreenOf, entityWords } from './entity-screen.ts';

declare const __ENTITY_CRUD__: Record<string, DefaultScreen>;

/** Each derived screen's routes, by entity name. */
const ROUTES: Partial<Record<string, CrudCalls>> = defaultScreenRoutes;

type Props = { name: string; changes?: Partial<CrudScreen> };

export function EntityPage({ name, changes }: Props) {
  const screen = useMemo(() => {
    const declared = __ENTITY_CRUD__[name];
    const routes = ROUTES[name];
    if (!declared || !routes) throw new Error(`Entity ${name} is not declared by its fields: it has no default screen`);
    // The labels are words of both languages before the screen first renders (a switch needs no fetch).
    const words = entityWords(declared);
    i18n.addResourceBundle('zh', 'entity', words.zh, true, true);
    i18n.addResourceBundle('en', 'entity', words.en, true, true);
    return { ...crudScreenOf(declared, routes, fetchDictOptions), ...changes };
  }, [name, changes]);
  return <CrudPage screen={screen} />;
}
