// Uploaded import files and their progress, on disk under DATA_DIR/import: `<importId>.<ext>` is the file (streamed
// there by the upload module, never held in memory) and `<importId>.json` its state (owner, phase, rows done, total). The state
// lives beside the file rather than in a process's memory so that any API process sharing the data folder can
// answer the progress route and commit a file another one previewed. Files older than an hour are swept.
import { randomUUID } from 'node:crypto';
import { readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Request, Response } from 'express';
import type { RouteSpec } from '@blade/contract';
import { badRequest } from '../../core/app-error.ts';
import type { AuthUser } from '../../lib/request-context.ts';
import { receiveUpload } from '../../core/upload/receive-upload.ts';

export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
/** How long an uploaded file waits for its commit before it is swept. */
export const IMPORT_TTL_MS = 60 * 60 * 1000;

export type ImportPhase = 'previewing' | 'previewed' | 'committing' | 'committed' | 'failed';
export type ImportState = {
  importId: string;
  tenantId: string;
  userId: string;
  ext: string;
  phase: ImportPhase;
  /** Data rows read so far in the current phase. */
  rowsDone: number;
  /** Data rows of the file, known once a preview has read it all (null before). */
  total: number | null;
  /** The rows a preview listed conflicting terms under: the only rows a commit's choices may name. */
  conflictRows?: number[];
  createTime: number;
};

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createImportStore(dataDir: string) {
  const folder = path.join(path.resolve(dataDir), 'import');
  const fileOf = (id: string, ext: string) => path.join(folder, `${id}.${ext}`);
  const stateOf = (id: string) => path.join(folder, `${id}.json`);
  const claimOf = (id: string) => path.join(folder, `${id}.claim`);

  async function save(state: ImportState): Promise<void> {
    // Written whole and renamed into place: a reader never sees half a state.
    const temp = `${stateOf(state.importId)}.${process.pid}.tmp`;
    await writeFile(temp, JSON.stringify(state));
    await rename(temp, stateOf(state.importId));
  }

  async function load(id: string, user: AuthUser): Promise<ImportState> {
    if (!ID.test(id)) throw badRequest('translateImportGone');
    let state: ImportState;
    try {
      state = JSON.parse(await readFile(stateOf(id), 'utf8')) as ImportState;
    } catch {
      throw badRequest('translateImportGone');
    }
    // Another user's import is as good as absent.
    if (state.tenantId !== user.tenantId || state.userId !== user.userId) throw badRequest('translateImportGone');
    return state;
  }

  async function remove(state: Pick<ImportState, 'importId' | 'ext'>): Promise<void> {
    await Promise.all([unlink(fileOf(state.importId, state.ext)).catch(() => {}), unlink(stateOf(state.importId)).catch(() => {})]);
  }

  /**
   * Takes a previewed import for its one commit. Reading the phase then saving a new one is not atomic: two commits
   * sent at once both read 'previewed'. Creating the claim file is (O_EXCL, on any process sharing the folder), so
   * the second is refused. The claim stays until the sweep: a committed import is never committed again.
   */
  async function claim(id: string): Promise<void> {
    try {
      await writeFile(claimOf(id), '', { flag: 'wx' });
    } catch {
      throw badRequest('translateImportDone');
    }
  }

  /** Drops uploads (and states) older than the TTL; run on every new upload, best effort. */
  async function sweep(now = Date.now()): Promise<void> {
    const names = await readdir(folder).catch(() => [] as string[]);
    await Promise.all(
      names.map(async (name) => {
        const full = path.join(folder, name);
        const info = await stat(full).catch(() => null);
        if (info && now - info.mtimeMs > IMPORT_TTL_MS) await unlink(full).catch(() => {});
      }),
    );
  }

  /** Streams the route's one .csv or .xlsx to `<importId>.<ext>`. */
  async function upload(
    req: Request,
    res: Response,
    declared: NonNullable<RouteSpec['upload']>,
    importId: string,
  ): Promise<{ file: string; ext: string }> {
    const {
      files: [file],
    } = await receiveUpload(req, res, declared, {
      maxBytes: IMPORT_MAX_BYTES,
      accepts: (extension) => ['csv', 'xlsx'].includes(extension),
      messages: { type: 'translateImportType', tooLarge: 'uploadFileTooLarge', missing: 'uploadFileMissing', empty: 'uploadFileEmpty' },
      storage: { folder: () => folder, fileName: (extension) => `${importId}.${extension}` },
    });
    return { file: file!.path!, ext: file!.extension };
  }

  return {
    fileOf,
    save,
    load,
    remove,
    claim,
    sweep,
    /**
     * Streams the multipart `file` to disk and records its state. `wanted` is an id the client chose (a fresh UUID,
     * so that it can poll the progress of the very request that uploads); otherwise the server picks one.
     */
    async receive(
      req: Request,
      res: Response,
      declared: NonNullable<RouteSpec['upload']>,
      user: AuthUser,
      phase: ImportPhase,
      wanted?: string,
    ): Promise<ImportState> {
      void sweep();
      const importId = wanted ?? randomUUID();
      if (
        wanted &&
        (await stat(stateOf(wanted)).then(
          () => true,
          () => false,
        ))
      )
        throw badRequest('translateImportIdTaken');
      const { ext } = await upload(req, res, declared, importId);
      const state: ImportState = {
        importId,
        tenantId: user.tenantId,
        userId: user.userId,
        ext,
        phase,
        rowsDone: 0,
        total: null,
        createTime: Date.now(),
      };
      await save(state);
      return state;
    },
  };
}

export type ImportStore = ReturnType<typeof createImportStore>;
