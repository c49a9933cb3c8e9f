// Calls of the region, scope, user import/export/platform, tenant dialog and personal info screens (beyond the
// generic CRUD ones), in Blade's protocol.
import { getData, http, request, type Envelope } from '../../api/http.ts';
import type { Option, TreeOption } from '../../components/crud/crud-types.ts';

const SYS = '/api/blade-system';

export type RegionNode = TreeOption & { hasChildren?: boolean };
export const fetchRegionChildren = (parentCode: string) => getData<RegionNode[]>(`${SYS}/region/lazy-tree`, { parentCode });
export const fetchRegion = (code: string) => getData<Record<string, unknown>>(`${SYS}/region/detail`, { code });
export const submitRegion = (body: Record<string, unknown>) => http.post<Envelope<unknown>>(`${SYS}/region/submit`, body);
export const removeRegion = (code: string) => http.post<Envelope<unknown>>(`${SYS}/region/remove?id=${encodeURIComponent(code)}`);

import { download } from '../../lib/download.ts';

export { download };

/** A multipart upload through the same wrapper's reply rules (the body is FormData, so no Content-Type is set). */
export async function upload<T>(url: string, file: File, params?: Record<string, string>): Promise<Envelope<T>> {
  const form = new FormData();
  form.append('file', file);
  return request<Envelope<T>>(url, { method: 'POST', params, data: form });
}

export const exportUsers = (filters: Record<string, string>) => download(`${SYS}/user/export-user`, filters, `用户数据表${new Date().toISOString().slice(0, 10)}.xlsx`);
export const exportTemplate = () => download(`${SYS}/user/export-template`, {}, '用户数据模板.xlsx');
export const importUsers = (file: File, isCovered: '0' | '1') => upload<unknown>(`${SYS}/user/import-user`, file, { isCovered });
export const platformDetail = (id: string) => getData<Record<string, unknown>>(`${SYS}/user/platform-detail`, { id });
export const updatePlatform = (userId: string, userType: string, userExt: string) =>
  http.post<Envelope<unknown>>(`${SYS}/user/update-platform`, undefined, { form: { userId, userType, userExt } });

export const tenantSetting = (ids: string[], accountNumber: string, expireTime: string) =>
  http.post<Envelope<unknown>>(`${SYS}/tenant/setting`, undefined, { params: { ids: ids.join(','), accountNumber, expireTime } });
export const tenantDatasource = (tenantId: string, datasourceId: string) =>
  http.post<Envelope<unknown>>(`${SYS}/tenant/datasource`, undefined, { params: { tenantId, datasourceId } });
export const tenantPackageDetail = (tenantId: string) => getData<Record<string, unknown> | null>(`${SYS}/tenant/package-detail`, { tenantId });
export const tenantPackageSetting = (tenantId: string, packageId: string) =>
  http.post<Envelope<unknown>>(`${SYS}/tenant/package-setting`, undefined, { params: { tenantId, packageId } });
export const fetchDatasourceOptions = async (): Promise<Option[]> =>
  (await getData<{ records?: { id: string; name: string }[] } | { id: string; name: string }[]>('/api/blade-develop/datasource/list', { current: 1, size: 200 }).then(
    (d) => (Array.isArray(d) ? d : d.records ?? []),
  )).map((d) => ({ value: String(d.id), label: d.name }));

export const fetchOwnInfo = () => getData<Record<string, string | null>>(`${SYS}/user/info`);
export const updateInfo = (body: Record<string, string>) => http.post<Envelope<unknown>>(`${SYS}/user/update-info`, body);
export const updatePassword = (oldPassword: string, newPassword: string, newPassword1: string) =>
  http.post<Envelope<unknown>>(`${SYS}/user/update-password`, undefined, { params: { oldPassword, newPassword, newPassword1 } });
export const putFile = (file: File) => upload<{ link: string; name: string }>('/api/blade-resource/oss/endpoint/put-file', file);
