// The default provider: objects on the local disk under DATA_DIR/oss/<tenant>/, served back by the API at
// /api/blade-resource/oss/local/<tenant>/<name> (public like a public bucket: the name holds a random uuid).
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { ObjectStore } from './object-store.ts';
import { OBJECT_NAME, ObjectMissing } from './object-store.ts';

export const LOCAL_PREFIX = '/api/blade-resource/oss/local';

export function createLocalStore(dataDir: string, tenantId: string): ObjectStore & { pathOf(name: string): string } {
  const root = path.join(path.resolve(dataDir), 'oss', tenantId);
  /** Only names of our own shape become paths: nothing else can reach the file system. */
  const pathOf = (name: string) => {
    if (!OBJECT_NAME.test(name) || !/^[A-Za-z0-9]{1,12}$/.test(tenantId)) throw new ObjectMissing(name);
    return path.join(root, ...name.split('/'));
  };
  return {
    domain: `${LOCAL_PREFIX}/${tenantId}`,
    pathOf,
    async put(name, source) {
      const target = pathOf(name);
      await mkdir(path.dirname(target), { recursive: true });
      // The staged upload is moved, not copied, when both live on one disk.
      await rename(source, target).catch(async () => copyFile(source, target));
    },
    async read(name): Promise<Readable> {
      const file = pathOf(name);
      const found = await stat(file).catch(() => null);
      if (!found?.isFile()) throw new ObjectMissing(name);
      return createReadStream(file);
    },
    async remove(name) {
      await unlink(pathOf(name)).catch(() => {});
    },
  };
}
