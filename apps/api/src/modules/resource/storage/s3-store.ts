// S3-compatible object storage (MinIO, AWS S3, and the S3 modes of Aliyun OSS, Tencent COS and Qiniu) through
// @aws-sdk/client-s3. Path-style addressing, so link = endpoint/bucket/name as Blade answers it.
import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { OutboundGuard } from '../../../core/outbound/outbound-guard.ts';
import type { ObjectStore } from './object-store.ts';
import { ObjectMissing } from './object-store.ts';

export type S3Settings = { endpoint: string; accessKey: string; secretKey: string; bucketName: string; region: string | null };

/** Every connection goes through the outbound guard's agents; a failure of any kind answers the generic message. */
export function createS3Store(settings: S3Settings, guard: OutboundGuard): ObjectStore {
  const failure = (error: unknown) =>
    guard.failure(
      'object storage',
      error instanceof S3ServiceException
        ? new Error(`${error.name} (${error.$metadata.httpStatusCode ?? '?'}) from ${settings.endpoint}`)
        : error,
    );
  const endpoint = settings.endpoint.replace(/\/+$/, '');
  const client = new S3Client({
    endpoint,
    region: settings.region || 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKey, secretAccessKey: settings.secretKey },
    // A streamed body of known length, signed without reading it twice; checksums only where S3 requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
    requestHandler: { httpAgent: guard.agents.httpAgent, httpsAgent: guard.agents.httpsAgent },
  });
  const Bucket = settings.bucketName;
  return {
    domain: `${endpoint}/${Bucket}`,
    async put(name, source, contentType, size) {
      // The staged file is opened before the request and closed after it, whatever happened. A body the request never
      // read (the guard refused the endpoint, the connection failed) kept the file open; and when the caller removed
      // the staged file first, the stream's late opening failed outside any request, an uncaught error.
      const file = await open(source);
      const body = file.createReadStream();
      try {
        await client.send(new PutObjectCommand({ Bucket, Key: name, Body: body, ContentLength: size, ContentType: contentType }));
      } catch (error) {
        throw failure(error);
      } finally {
        body.destroy();
        await file.close();
      }
    },
    async read(name) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: name }));
        return answer.Body as Readable;
      } catch (error) {
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) throw new ObjectMissing(name);
        throw failure(error);
      }
    },
    async remove(name) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: name }));
      } catch (error) {
        throw failure(error);
      }
    },
  };
}
