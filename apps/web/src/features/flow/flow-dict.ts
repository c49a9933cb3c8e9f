// The flow dictionary (blade-api.md 5.2): category `flow_<dictKey>` names a process type, and the entry's remark is
// its route key: category flow_1 -> remark `leave` -> /work/process/leave/{form,handle,detail}/...; processes without
// business data use the generic pages /work/process/{form,handle,detail}/...
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../api/client.ts';
import { dictLabel } from '../../api/dict-options.ts';
import { i18n } from '../../i18n/index.ts';
import * as dictRoutes from '../../generated/routes/dict.ts';
import type { StartFormDto } from '@blade/contract';
import type { CrudScreen } from '../../components/crud/crud-types.ts';

export type FlowCategory = { category: string; name: string; route: string };

export async function fetchFlowCategories(): Promise<FlowCategory[]> {
  const [entries] = await Promise.all([call(dictRoutes.dictionary, { query: { code: 'flow' } }), i18n.loadNamespaces('seed')]);
  return entries.map((d) => ({
    category: `flow_${d.dictKey}`,
    name: dictLabel('flow', String(d.dictKey), d.dictValue),
    route: d.remark ?? '',
  }));
}

const CATEGORIES = { queryKey: ['flow', 'categories'], queryFn: fetchFlowCategories, staleTime: 60_000 };

export function useFlowCategories() {
  return useQuery(CATEGORIES).data ?? [];
}

type Target =
  | { kind: 'handle'; taskId: string; processInstanceId: string; businessId: string }
  | { kind: 'detail'; processInstanceId: string; businessId: string };

const processPath = (...parts: string[]) => `/work/process/${parts.map(encodeURIComponent).join('/')}`;

/**
 * The console path of a task's or an instance's page: one with business data (a businessId) opens the pages of its
 * category's route key, one without the generic pages.
 */
export function flowPath(categories: FlowCategory[], category: string | undefined, target: Target): string {
  const route = categories.find((c) => c.category === category)?.route;
  if (route && target.businessId) {
    return target.kind === 'handle'
      ? processPath(route, 'handle', target.taskId, target.processInstanceId, target.businessId)
      : processPath(route, 'detail', target.processInstanceId, target.businessId);
  }
  return target.kind === 'handle'
    ? processPath('handle', target.taskId, target.processInstanceId)
    : processPath('detail', target.processInstanceId);
}

/**
 * Opens a task's or an instance's page: waits for the flow dictionary when it is still on its way, so a row clicked
 * before it arrived opens the page of its category (a leave task its leave page), never the generic one.
 */
export function useOpenFlowPage(navigate: (path: string) => unknown) {
  const queries = useQueryClient();
  return useCallback(
    async (category: string | undefined, target: Target) => {
      navigate(flowPath(await queries.ensureQueryData(CATEGORIES), category, target));
    },
    [queries, navigate],
  );
}

/** Where 发起 leads, as the API's start form says: the process's business form, or the generic start page. */
export const startPath = (form: Pick<StartFormDto, 'businessForm' | 'processDefinitionId'>) =>
  form.businessForm ? processPath(form.businessForm, 'form', form.processDefinitionId) : processPath('form', form.processDefinitionId);

/** The screen with its `category` search select filled from the flow dictionary. */
export const withCategories = (screen: CrudScreen, categories: FlowCategory[]): CrudScreen => ({
  ...screen,
  search: screen.search.map((s) =>
    s.name === 'category' ? { ...s, loadOptions: () => Promise.resolve(categories.map((c) => ({ value: c.category, label: c.name }))) } : s,
  ),
});
