import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { assertStorageKey, StorageObjectMissing, type MediaStorage } from './storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle: boolean;
}

function isMissing(error: unknown): boolean {
  return error instanceof NoSuchKey || (error instanceof S3ServiceException && (error.name === 'NotFound' || error.$metadata.httpStatusCode === 404));
}

/** Objects in one bucket of an S3-compatible store (AWS S3, MinIO, R2, Ceph...). */
export function s3Storage(options: S3StorageOptions): MediaStorage {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    // Checksums only where S3 requires them: streamed bodies are then sent plainly, not as
    // aws-chunked with trailers, which many S3-compatible stores do not decode. Our own SHA-256
    // of each file is checked at upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
  });
  const Bucket = options.bucket;

  return {
    kind: 's3',
    async put(key, source, contentType) {
      assertStorageKey(key);
      const body = Buffer.isBuffer(source) ? source : createReadStream(source.file);
      const size = Buffer.isBuffer(source) ? source.length : source.size;
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentLength: size, ContentType: contentType }));
    },
    async get(key, range) {
      assertStorageKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }));
        if (!(answer.Body instanceof Readable)) throw new Error(`The store answered ${key} without a body`);
        return answer.Body;
      } catch (error) {
        if (isMissing(error)) throw new StorageObjectMissing(key);
        throw error;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
