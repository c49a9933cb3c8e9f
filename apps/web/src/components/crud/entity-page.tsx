// The screen of a declared entity: its default screen (entity-screen.ts) calling the entity's standard actions from
// the route table, with whatever a screen of its own changes.
import type { DefaultScreen } from '@blade/contract';
import { useMemo } from 'react';
import { fetchDictOptions } from '../../api/dict-options.ts';
import { defaultScreenRoutes } from '../../generated/routes/default-screens.ts';
import { useTranslation } from '../../i18n/translate.ts';
import { CrudPage } from './crud-page.tsx';
import type { CrudCalls, CrudScreen } from './crud-types.ts';
import { crudScreenOf } from './entity-screen.ts';

declare const __ENTITY_CRUD__: Record<string, DefaultScreen>;

/** Each derived screen's routes, by entity name. */
const ROUTES: Partial<Record<string, CrudCalls>> = defaultScreenRoutes;

type Props = { name: string; changes?: Partial<CrudScreen> };

export function EntityPage({ name, changes }: Props) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const screen = useMemo(() => {
    const declared = __ENTITY_CRUD__[name];
    const routes = ROUTES[name];
    if (!declared || !routes) throw new Error(`Entity ${name} is not declared by its fields: it has no default screen`);
    return { ...crudScreenOf(declared, routes, language, fetchDictOptions), ...changes };
  }, [name, language, changes]);
  return <CrudPage screen={screen} />;
}
