// Mounts the user routes (/blade-system/user/* and /blade-user/*): HTTP only, the rules live in the services.
// `user/unlock` and `register-guest` are mounted with the routes the console needs to boot.
import { textOf, userEntity, userRoutes } from '@blade/contract';
import type { Response } from 'express';
import { crudRoutes } from '@blade/contract';
import type { Mount } from '../../../core/mount-route.ts';
import { AppError } from '../../../core/app-error.ts';
import { md5OfSent } from '../../auth/password.ts';
import type { Services } from '../../../services.ts';
import { createUserDirectory } from './user-directory.ts';
import { buildUserWorkbook, DATE_ONLY_COLUMNS, readUserWorkbook, USER_COLUMNS } from './user-excel.ts';
import type { UserColumn } from './user-excel.ts';
import { createUserImport } from './user-import.ts';
import { createUserQueries } from './user-query.ts';
import { createUserService } from './user.service.ts';
import type { UserVO } from './user-vo.ts';
import { createUserVO } from './user-vo.ts';
import { readXlsxUpload } from './xlsx-upload.ts';

function sendXlsx(res: Response, fileName: string, content: Buffer): void {
  // res.attachment writes an ASCII fallback and an RFC 5987 name, so the Chinese name cannot break the header.
  res.attachment(fileName);
  res.send(content);
}

export function mountUser(
  mount: Mount,
  s: Pick<Services, 'cache' | 'config' | 'dataScopes' | 'dates' | 'db' | 'dictLabels' | 'menus' | 'params' | 'passwords' | 'sql'>,
): void {
  const directory = createUserDirectory(s.db, s.cache);
  const vo = createUserVO(s.sql, directory, s.dictLabels);
  const queries = createUserQueries(s, directory, vo);
  const service = createUserService(s);
  const importUsers = createUserImport(s, directory);
  const crud = crudRoutes(userEntity);

  mount(userRoutes.page, ({ query }, { user }) => queries.page(query, user));
  mount(userRoutes.search, ({ query }, { user }) => queries.search(query, user));
  mount(crud.list, ({ query }, { user }) => queries.list(query as never, user));
  mount(crud.detail, ({ query }, { user }) => queries.detail((query as { id: string }).id, user));
  mount(userRoutes.info, (_input, { user }) => queries.own(user));
  mount(userRoutes.userList, ({ query }, { user }) => queries.userList(query, user));
  mount(userRoutes.select, ({ query }, { user }) => queries.select(user, query.deptId));

  mount(crud.submit, async ({ body }, { user }) => {
    const submit = body;
    // The route admits either button; each action needs its own.
    const code = submit.id ? 'user_edit' : 'user_add';
    if (!(await s.menus.hasPermission(user, code))) throw new AppError(403, 'forbidden');
    return submit.id ? service.update({ ...submit, id: submit.id }, user) : service.create(submit, user);
  });
  mount(userRoutes.update, ({ body }, { user }) => service.update(body, user));
  mount(userRoutes.updateInfo, ({ body }, { user }) => service.updateInfo(body, user));
  mount(crud.remove, ({ query }, { user }) => service.remove(query.ids, user));

  mount(userRoutes.updatePassword, ({ query }, { user }) =>
    service.updatePassword(
      {
        oldPassword: md5OfSent(query.oldPassword),
        newPassword: md5OfSent(query.newPassword),
        newPassword1: md5OfSent(query.newPassword1),
        sent: query.newPassword,
      },
      user,
    ),
  );
  mount(userRoutes.updateUserPassword, ({ query }, { user }) => service.updateUserPassword(query, user));
  mount(userRoutes.resetPassword, ({ query }, { user }) => service.resetPassword(query.userIds, user));
  mount(userRoutes.grant, ({ query }, { user }) => service.grant(query.userIds, query.roleIds, user));

  mount(userRoutes.updatePlatform, ({ params }, { user }) => service.updatePlatform(params, user));
  mount(userRoutes.platformDetail, async ({ query }, { user }) => {
    const detail = await queries.detail(query.id, user);
    if (!detail) return null;
    return { ...detail, userExt: await service.platformExt(BigInt(query.id), detail.userType) };
  });

  const dateText = (key: UserColumn, value: Date) =>
    DATE_ONLY_COLUMNS.has(key) ? s.dates.format(value).slice(0, 10) : s.dates.format(value);
  const toSheetRow = (u: UserVO): Partial<Record<UserColumn, string>> => {
    const row: Partial<Record<UserColumn, string>> = {};
    for (const { key } of USER_COLUMNS) {
      const value = u[key];
      row[key] = value instanceof Date ? dateText(key, value) : textOf(value);
    }
    return row;
  };
  const today = () => s.dates.format(new Date()).slice(0, 10);

  mount(userRoutes.exportUser, async ({ query }, { user, res }) => {
    const users = await queries.exportRows(query, user);
    sendXlsx(res, `用户数据${today()}.xlsx`, await buildUserWorkbook(users.map(toSheetRow)));
  });
  mount(userRoutes.exportTemplate, async (_input, { res }) => {
    sendXlsx(res, '用户数据模板.xlsx', await buildUserWorkbook([]));
  });
  mount(userRoutes.importUser, async ({ query }, { user, req, res }) => {
    const upload = await readXlsxUpload(req, res, userRoutes.importUser.upload);
    // Saber puts isCovered in the query string; a form field is accepted too.
    const covered = (query.isCovered ?? upload.fields.isCovered) === '1';
    return importUsers(await readUserWorkbook(upload.buffer), covered, user);
  });
}
