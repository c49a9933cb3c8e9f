// Which provider a call uses: the tenant's configuration named by `code`, else its enabled one, else local disk.
import type { Services } from '../../../services.ts';
import { activeConfig } from '../resource-config.ts';
import { createLocalStore } from './local-store.ts';
import type { ObjectStore } from './object-store.ts';
import { createS3Store } from './s3-store.ts';

type OssRow = { id: bigint; endpoint: string; accessKey: string; secretKey: string; bucketName: string; region: string | null };

export type PickedStore = { store: ObjectStore; ossId: bigint | null };

export function createStorePicker(s: Pick<Services, 'config' | 'db' | 'outbound'>) {
  const fromRow = (row: OssRow | null, tenantId: string): PickedStore =>
    row ? { store: createS3Store(row, s.outbound), ossId: row.id } : { store: createLocalStore(s.config.dataDir, tenantId), ossId: null };
  return {
    /** For an upload: by code, else the enabled configuration, else local disk. */
    async active(code: string | undefined, tenantId: string): Promise<PickedStore> {
      return fromRow(await activeConfig<OssRow>(s.db.oss, 'ossCode', code, 'ossConfigMissing'), tenantId);
    },
    /** For a stored object: the configuration it was put with, even one removed since (its objects stay reachable). */
    async of(ossId: bigint | null, tenantId: string): Promise<PickedStore> {
      const row = ossId === null ? null : await s.db.oss.findFirst({ where: { id: ossId, isDeleted: { in: [0, 1] } } });
      return fromRow(row, tenantId);
    },
  };
}

export type StorePicker = ReturnType<typeof createStorePicker>;
