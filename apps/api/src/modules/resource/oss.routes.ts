// Object storage: configurations (CRUD, masked secrets, enable) and the endpoint: put-file, put-file-attach,
// remove-file, and the local-disk objects served back.
import type { BladeFile } from '@blade/contract';
import { ossEntity, ossRoutes } from '@blade/contract';
import type { Request, Response } from 'express';
import { AppError, badRequest } from '../../core/app-error.ts';
import { createCrudService, recordFields } from '../../core/crud/crud-service.ts';
import { mountCrud } from '../../core/crud/mount-crud.ts';
import { replyStatus } from '../../core/envelope.ts';
import type { Mount } from '../../core/mount-route.ts';
import type { AuthUser } from '../../lib/request-context.ts';
import { nextId } from '../../db/snowflake.ts';
import type { Services } from '../../services.ts';
import { createFileStore } from '../../core/upload/file-store.ts';
import { assertMayDownloadAttachment, isAttachment } from './attach-access.ts';
import { assertEndpointAllowed, enableConfig, maskSecret, prepareConfig } from './resource-config.ts';
import { sendObject } from './send-object.ts';
import { createLocalStore } from './storage/local-store.ts';
import { OBJECT_NAME, objectName, uploadTypes } from './storage/object-store.ts';
import type { StorePicker } from './storage/store-picker.ts';

const fields = recordFields(ossEntity.record);

export function mountOss(
  mount: Mount,
  s: Pick<Services, 'config' | 'crudDeps' | 'dates' | 'db' | 'dictLabels' | 'menus' | 'outbound'>,
  stores: StorePicker,
): void {
  const service = createCrudService(
    {
      spec: ossEntity,
      model: (db) => db.oss,
      defaultOrder: [{ createTime: 'desc' }, { id: 'desc' }],
      toRecord: async (row) => ({
        ...fields(row),
        secretKey: maskSecret(row.secretKey),
        categoryName: await s.dictLabels.label('oss', row.category),
        statusName: await s.dictLabels.label('yes_no', row.status),
      }),
      prepare: async (body, { db, existing }) => {
        await assertEndpointAllowed(s.outbound, body.endpoint, 'ossAddressRefused');
        return prepareConfig(body, db.oss, 'ossCode', existing);
      },
    },
    s.crudDeps,
  );
  mountCrud(mount, ossEntity, service);
  mount(ossRoutes.enable, ({ query }) => enableConfig(s.db, (tx) => tx.oss, query.id));

  // Uploads are staged on disk while they stream in (memory stays flat whatever the size), then handed to the provider.
  const staging = createFileStore(`${s.config.dataDir}/staging`, {
    maxBytes: s.config.uploadMaxBytes,
    types: uploadTypes(s.config.uploadExtensions),
  });

  async function store(
    route: typeof ossRoutes.putFile | typeof ossRoutes.putFileAttach,
    code: string | undefined,
    user: AuthUser,
    req: Request,
    res: Response,
  ) {
    const { store: target, ossId } = await stores.active(code, user.tenantId);
    const upload = await staging.read(req, res, route.upload);
    try {
      const name = objectName(upload.extension, s.dates);
      await target.put(name, staging.pathOf(upload.name), upload.contentType, upload.size);
      const file: BladeFile = { link: `${target.domain}/${name}`, domain: target.domain, name, originalName: upload.originalName };
      return { file, upload, ossId };
    } finally {
      await staging.remove(upload.name);
    }
  }

  mount(ossRoutes.putFile, async ({ query }, { user, req, res }) => (await store(ossRoutes.putFile, query.code, user, req, res)).file);

  mount(ossRoutes.putFileAttach, async ({ query }, { user, req, res }) => {
    const { file, upload, ossId } = await store(ossRoutes.putFileAttach, query.code, user, req, res);
    const row = await s.db.attach.create({
      data: {
        id: nextId(),
        link: file.link,
        domain: file.domain,
        name: file.name,
        originalName: file.originalName,
        extension: upload.extension,
        attachSize: BigInt(upload.size),
        ossId,
      },
    });
    return { ...file, attachId: String(row.id) };
  });

  mount(ossRoutes.removeFile, async ({ query }, { user }) => {
    if (!OBJECT_NAME.test(query.fileName)) throw badRequest('ossFileName');
    const { store: target } = await stores.active(query.code, user.tenantId);
    await target.remove(query.fileName);
    return replyStatus(true);
  });

  // Local-disk objects are public by link (put-file: avatars and pictures shown by <img>, which sends no token),
  // except attachments: those are served only to a signed-in user of their tenant who may download attachments.
  mount(ossRoutes.localFile, async (_input, { req, res, user }) => {
    const { tenant, day, file } = req.params as Record<string, string>;
    const name = `upload/${day}/${file}`;
    if (!/^[A-Za-z0-9]{1,12}$/.test(tenant ?? '') || !OBJECT_NAME.test(name)) throw new AppError(404, 'attachGone');
    if (await isAttachment(s, tenant!, name)) await assertMayDownloadAttachment(s, user, tenant!);
    await sendObject(res, createLocalStore(s.config.dataDir, tenant!), name, {});
  });
}
