// Files of the translation backstage: upload (also the page-image slots), list, remove, download by id.
import { isBladeId } from '@blade/contract';
import type { UploadedFile } from '@blade/contract';
import { TRANSLATE_BUTTONS, translateRoutes, ZImgPositionType } from '@blade/contract';
import type { Request, Response } from 'express';
import { AppError, badRequest } from '../../core/app-error.ts';
import { pageOf, pageWindow, replyStatus } from '../../core/envelope.ts';
import type { Mount } from '../../core/mount-route.ts';
import type { AuthUser } from '../../lib/request-context.ts';
import { currentContext, isAdministrator, seesAllTenants, unscoped } from '../../lib/request-context.ts';
import { nextId } from '../../db/snowflake.ts';
import type { Services } from '../../services.ts';
import { validate } from '../../core/validate.ts';
import type { FileStore } from '../../core/upload/file-store.ts';
import { IMAGE_TYPES } from '../../core/upload/file-store.ts';
import { createHoldsButton } from './message.routes.ts';

/** The download path of a file: the id is its last segment (the console reads it from there). */
export const linkOf = (id: bigint | string) => `/api/translate/download/${id}`;

type FileRow = {
  id: bigint;
  name: string;
  originalName: string;
  extension: string;
  contentType: string;
  size: number;
  imgPositionType: number | null;
  tenantId: string;
  createUser: bigint | null;
  createDept: bigint | null;
  createTime: Date;
  updateUser: bigint | null;
  updateTime: Date;
  status: number;
  isDeleted: number;
};

function record(row: FileRow) {
  const { tenantId: _t, ...rest } = row;
  return { ...rest, link: linkOf(row.id) };
}

/** Serves a stored file; inline for images, as an attachment (RFC 6266 encoded name, never raw) otherwise. */
function send(res: Response, store: FileStore, row: FileRow): Promise<void> {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Type', row.contentType);
  if (IMAGE_TYPES[row.extension]) res.setHeader('Cache-Control', 'public, max-age=300');
  else res.attachment(row.originalName);
  return new Promise((resolve, reject) => {
    res.sendFile(store.pathOf(row.name), { headers: { 'Content-Type': row.contentType } }, (error) => {
      if (error && !res.headersSent) reject(new AppError(404, 'translateFileGone'));
      else resolve();
    });
  });
}

export function mountFiles(mount: Mount, s: Pick<Services, 'config' | 'db' | 'menus'>, store: FileStore): void {
  const holds = createHoldsButton(s);
  const files = s.db.translateFile;

  mount(translateRoutes.saveOrUploadFile, async (_input, { req, res, user }) => {
    const upload = await store.read(req, res, translateRoutes.saveOrUploadFile.upload);
    try {
      const rawSlot = upload.fields.imgPositionType;
      const slot = rawSlot === undefined || rawSlot === '' ? null : validate(ZImgPositionType, rawSlot, currentContext().language);
      // The route admits either button; each kind of upload needs its own.
      if (!(await holds(user, slot === null ? TRANSLATE_BUTTONS.fileUpload : TRANSLATE_BUTTONS.siteImage)))
        throw new AppError(403, 'forbidden');
      if (slot !== null) {
        if (!IMAGE_TYPES[upload.extension]) throw badRequest('translateImageType');
      }
      const id = nextId();
      await s.db.$transaction(async (tx) => {
        // A slot holds one image: the new one replaces the old (soft-deleted, its file stays for the audit trail).
        if (slot !== null)
          await tx.translateFile.updateMany({ where: { tenantId: user.tenantId, imgPositionType: slot }, data: { isDeleted: 1 } });
        await tx.translateFile.create({
          data: {
            id,
            tenantId: user.tenantId,
            name: upload.name,
            originalName: upload.originalName,
            extension: upload.extension,
            contentType: upload.contentType,
            size: upload.size,
            imgPositionType: slot,
          },
        });
      });
      const answer: UploadedFile = {
        link: linkOf(id),
        domain: '',
        name: upload.name,
        originalName: upload.originalName,
        attachId: String(id),
      };
      return answer;
    } catch (error) {
      await store.remove(upload.name);
      throw error;
    }
  });

  mount(translateRoutes.fileList, async ({ query }) => {
    const where = { imgPositionType: null, ...(query.originalName ? { originalName: { contains: query.originalName } } : {}) };
    const [rows, total] = await Promise.all([
      files.findMany({ where, orderBy: [{ createTime: 'desc' }, { id: 'desc' }], ...pageWindow(query) }),
      files.count({ where }),
    ]);
    return pageOf(rows.map(record), total, query);
  });

  mount(translateRoutes.removeFile, async ({ query }) => {
    const { count } = await files.updateMany({
      where: { id: { in: query.ids.map(BigInt) }, imgPositionType: null },
      data: { isDeleted: 1 },
    });
    return replyStatus(count > 0);
  });

  mount(translateRoutes.download, async (_input, { req, res, user }) => {
    const id = (req as Request<{ id: string }>).params.id;
    if (!isBladeId(id)) throw badRequest('badParam', { field: 'id', reason: 'must be a numeric id' });
    // Page images are public (the front page shows them to visitors), so the row is read outside the tenant scope;
    // any other file is served only to a signed-in user of its tenant who may read files.
    const row = await unscoped(async (): Promise<FileRow | null> => await files.findFirst({ where: { id: BigInt(id) } }));
    if (!row) throw new AppError(404, 'translateFileGone');
    if (row.imgPositionType === null) await assertMayRead(user, row);
    await send(res, store, row);
  });

  async function assertMayRead(user: AuthUser | undefined, row: FileRow) {
    if (!user) throw new AppError(401, 'tokenMissing');
    if (row.tenantId !== user.tenantId && !seesAllTenants(user)) throw new AppError(404, 'translateFileGone');
    if (!isAdministrator(user) && !(await s.menus.hasPermission(user, 'translate_file'))) throw new AppError(403, 'forbidden');
  }
}
