// The built-in datasource's row: a name and a remark, no URL, user or password (the server's own connection is used,
// platform-catalog.ts). Its fixed id is what marks it built-in.
import { BUILTIN_DATASOURCE_ID } from '@blade/contract';
import type { DbClient } from '../../db/prisma.ts';

export async function seedPlatformDatasource(tx: Pick<DbClient, 'datasource'>): Promise<void> {
  const id = BigInt(BUILTIN_DATASOURCE_ID);
  if (await tx.datasource.findFirst({ where: { id, isDeleted: { in: [0, 1] } } })) return;
  await tx.datasource.create({
    data: {
      id,
      name: '平台数据库',
      url: '',
      username: '',
      password: '',
      remark: '内置:平台自身的数据库,只读取表结构(不读数据、不写入),仅平台管理员可用',
    },
  });
}
