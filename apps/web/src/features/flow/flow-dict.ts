// The flow dictionary (blade-api.md 5.2): category `flow_<dictKey>` names a process type, and the entry's remark is
// its route key: category flow_1 -> remark `leave` -> /work/process/leave/{form,handle,detail}/...
import { useQuery } from '@tanstack/react-query';
import { getData } from '../../api/http.ts';
import type { CrudScreen, Option } from '../../components/crud/crud-types.ts';

export type FlowCategory = { category: string; name: string; route: string };

export const fetchFlowCategories = async (): Promise<FlowCategory[]> =>
  (await getData<{ dictKey: string; dictValue: string; remark?: string | null }[]>('/api/blade-system/dict/dictionary', { code: 'flow' }))
    .map((d) => ({ category: `flow_${d.dictKey}`, name: d.dictValue, route: d.remark ?? '' }));

export const flowCategoryOptions = async (): Promise<Option[]> =>
  (await fetchFlowCategories()).map((c) => ({ value: c.category, label: c.name }));

export function useFlowCategories() {
  return useQuery({ queryKey: ['flow', 'categories'], queryFn: fetchFlowCategories, staleTime: 60_000 }).data ?? [];
}

type Target =
  | { kind: 'form'; processDefinitionId: string }
  | { kind: 'handle'; taskId: string; processInstanceId: string; businessId: string }
  | { kind: 'detail'; processInstanceId: string; businessId: string };

/** The console path of a process page, or null when the category has no route key in the dictionary. */
export function flowPath(categories: FlowCategory[], category: string | undefined, target: Target): string | null {
  const route = categories.find((c) => c.category === category)?.route;
  if (!route) return null;
  const base = `/work/process/${route}/${target.kind}`;
  const parts = target.kind === 'form' ? [target.processDefinitionId]
    : target.kind === 'handle' ? [target.taskId, target.processInstanceId, target.businessId]
      : [target.processInstanceId, target.businessId];
  return `${base}/${parts.map(encodeURIComponent).join('/')}`;
}

/** The screen with its `category` search select filled from the flow dictionary. */
export const withCategories = (screen: CrudScreen, categories: FlowCategory[]): CrudScreen => ({
  ...screen,
  search: screen.search.map((s) => (s.name === 'category' ? { ...s, options: categories.map((c) => ({ value: c.category, label: c.name })) } : s)),
});
