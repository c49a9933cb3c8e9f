// Attachments: the generic list, detail and submit (metadata only); remove also removes the stored object;
// streamById downloads through the provider the file was stored with, under its original name.
import { attachEntity, attachRoutes } from '@blade/contract';
import { AppError } from '../../core/app-error.ts';
import { createCrudService, recordFields } from '../../core/crud/crud-service.ts';
import { mountCrud } from '../../core/crud/mount-crud.ts';
import { replyStatus } from '../../core/envelope.ts';
import type { Mount } from '../../core/mount-route.ts';
import type { Services } from '../../services.ts';
import { sendObject } from './send-object.ts';
import type { StorePicker } from './storage/store-picker.ts';

const fields = recordFields(attachEntity.record);

export function mountAttach(mount: Mount, s: Pick<Services, 'crudDeps' | 'db'>, stores: StorePicker): void {
  const service = createCrudService(
    {
      spec: attachEntity,
      model: (db) => db.attach,
      defaultOrder: [{ createTime: 'desc' }, { id: 'desc' }],
      // A size in bytes is a number (Blade's Long), exact far beyond any file the upload limit lets in.
      toRecord: (row) => ({ ...fields(row), attachSize: Number(row.attachSize) }),
      prepare: async ({ attachSize, ...body }) => ({
        ...body,
        ...(attachSize === undefined || attachSize === null ? {} : { attachSize: BigInt(attachSize) }),
      }),
    },
    s.crudDeps,
  );

  mountCrud(mount, attachEntity, service, {
    remove: async ({ query }, { user }) => {
      const ids = query.ids.map(BigInt);
      const rows = await s.db.attach.findMany({ where: { id: { in: ids } } });
      // The rows go first: a failing provider leaves an orphan object, never a row whose file is gone.
      const { count } = await s.db.attach.updateMany({ where: { id: { in: rows.map((r) => r.id) } }, data: { isDeleted: 1 } });
      for (const row of rows) {
        const { store } = await stores.of(row.ossId, row.tenantId ?? user.tenantId);
        await store.remove(row.name).catch(() => {});
      }
      return replyStatus(count > 0);
    },
  });

  mount(attachRoutes.streamById, async ({ query }, { res }) => {
    const row = await s.db.attach.findFirst({ where: { id: BigInt((query.id ?? query.str)!) } });
    if (!row) throw new AppError(404, 'attachGone');
    const { store } = await stores.of(row.ossId, row.tenantId);
    await sendObject(res, store, row.name, { originalName: row.originalName });
  });
}
