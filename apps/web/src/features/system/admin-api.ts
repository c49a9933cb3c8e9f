// Calls of the region, scope, user import/export/platform, tenant dialog and personal info screens (beyond the
// generic CRUD ones), in Blade's protocol.
import { call } from '../../api/client.ts';
import * as datasourceRoutes from '../../generated/routes/datasource.ts';
import * as ossRoutes from '../../generated/routes/oss.ts';
import * as regionRoutes from '../../generated/routes/region.ts';
import * as tenantRoutes from '../../generated/routes/tenant.ts';
import * as userRoutes from '../../generated/routes/user.ts';
import type { Option, TreeOption } from '../../components/crud/crud-types.ts';
import { saveBlob } from '../../lib/download.ts';

export type RegionNode = TreeOption & { hasChildren?: boolean };
export const fetchRegionChildren = (parentCode: string): Promise<RegionNode[]> => call(regionRoutes.lazyTree, { query: { parentCode } });
export const fetchRegion = (code: string): Promise<Record<string, unknown>> => call(regionRoutes.detail, { query: { code } });
export const submitRegion = (body: { code: string; parentCode: string; name: string; sort: number; remark: string }) =>
  call(regionRoutes.crud.submit, { body });
export const removeRegion = (code: string) => call(regionRoutes.remove, { query: { id: code } });
/** The regions below `code` and itself, every region without one. */
export const exportRegions = async (code: string | null) =>
  saveBlob(await call(regionRoutes.exportRegion, { query: code ? { code } : {} }), `行政区划数据${code ?? ''}.xlsx`);
export const exportRegionTemplate = async () => saveBlob(await call(regionRoutes.exportTemplate), '行政区划模板.xlsx');
export const importRegions = (file: File, isCovered: '0' | '1') =>
  call(regionRoutes.importRegion, { query: { isCovered }, upload: { file } });

const today = () => new Date().toISOString().slice(0, 10);
export const exportUsers = async (filters: Record<string, string>) =>
  saveBlob(await call(userRoutes.exportUser, { query: filters }), `用户数据表${today()}.xlsx`);
export const exportTemplate = async () => saveBlob(await call(userRoutes.exportTemplate), '用户数据模板.xlsx');
export const importUsers = (file: File, isCovered: '0' | '1') => call(userRoutes.importUser, { query: { isCovered }, upload: { file } });
export const platformDetail = (id: string): Promise<Record<string, unknown>> => call(userRoutes.platformDetail, { query: { id } });
export const updatePlatform = (userId: string, userType: string, userExt: string) =>
  call(userRoutes.updatePlatform, { form: { userId, userType, userExt } });

export const tenantSetting = (ids: string[], accountNumber: string, expireTime: string) =>
  call(tenantRoutes.setting, { query: { ids: ids.join(','), accountNumber, expireTime } });
export const tenantDatasource = (tenantId: string, datasourceId: string) =>
  call(tenantRoutes.datasource, { query: { tenantId, datasourceId } });
export const tenantPackageDetail = (tenantId: string) => call(tenantRoutes.packageDetail, { query: { tenantId } });
export const tenantPackageSetting = (tenantId: string, packageId: string) =>
  call(tenantRoutes.packageSetting, { query: { tenantId, packageId } });
export const fetchDatasourceOptions = async (): Promise<Option[]> =>
  (await call(datasourceRoutes.crud.list, { query: { current: 1, size: 200 } })).records.map((d) => ({
    value: String(d.id),
    label: d.name,
  }));

export const fetchOwnInfo = () => call(userRoutes.info);
export const updateInfo = (body: Record<string, string>) => call(userRoutes.updateInfo, { body });
export const updatePassword = (oldPassword: string, newPassword: string, newPassword1: string) =>
  call(userRoutes.updatePassword, { query: { oldPassword, newPassword, newPassword1 } });
export const putFile = (file: File) => call(ossRoutes.putFile, { upload: { file } });
