import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  type GetObjectCommandOutput,
  type PutObjectCommandOutput,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import type { S3Config } from '../../config';
import type { ByteRange, FileStorage, StoredObject } from './file-storage';
import { contentETag } from './local-file-storage';
import { isStorageKey } from './storage-keys';

/** The part of S3Client this storage uses. */
export interface S3Sender {
  send(command: PutObjectCommand | GetObjectCommand | DeleteObjectCommand): Promise<unknown>;
}

export interface S3FileStorageOptions {
  readonly bucket: string;
  /** Prepended to every key, e.g. "uploads/". */
  readonly prefix?: string;
  readonly client: S3Sender;
}

/**
 * A missing object, as opposed to a missing bucket: NoSuchBucket is a 404 too, but it is a misconfiguration
 * that must fail loudly rather than make every file look deleted. A bare 404 without a code (some compatible
 * services send no body) still counts as a missing object.
 */
function isMissingObject(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, $metadata } = error as { name?: unknown; $metadata?: { httpStatusCode?: unknown } };
  if (name === 'NoSuchKey' || name === 'NotFound') return true;
  return $metadata?.httpStatusCode === 404 && name !== 'NoSuchBucket';
}

/** "bytes 0-99/1234" → 1234. */
function totalOf(contentRange: string | undefined): number | undefined {
  const total = contentRange?.split('/')[1];
  return total && /^\d+$/.test(total) ? Number(total) : undefined;
}

function toReadable(body: GetObjectCommandOutput['Body']): Readable {
  if (body instanceof Readable) return body;
  if (body && typeof (body as { transformToWebStream?: unknown }).transformToWebStream === 'function') {
    return Readable.fromWeb(
      (body as { transformToWebStream: () => ReadableStream }).transformToWebStream() as never,
    );
  }
  throw new Error('S3 returned no readable body');
}

/** S3 or any S3-compatible service (MinIO, R2, ...: set S3_ENDPOINT; path-style addressing then). */
export class S3FileStorage implements FileStorage {
  readonly description: string;
  private readonly bucket: string;
  private readonly prefix: string;
  private readonly client: S3Sender;

  constructor(options: S3FileStorageOptions) {
    this.bucket = options.bucket;
    this.prefix = options.prefix ?? 'uploads/';
    this.client = options.client;
    this.description = `S3 bucket ${this.bucket}/${this.prefix}`;
  }

  private objectKey(key: string): string {
    if (!isStorageKey(key)) throw new Error('Refused storage key');
    return `${this.prefix}${key}`;
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<{ eTag: string }> {
    const output = (await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.byteLength,
      }),
    )) as PutObjectCommandOutput;
    // S3 quotes its ETag; some compatible services omit it. The content hash is the same value for a single PUT.
    const eTag = output.ETag?.replace(/"/g, '') || contentETag(bytes);
    return { eTag };
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    if (!isStorageKey(key)) return null;
    try {
      const output = (await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: this.objectKey(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      )) as GetObjectCommandOutput;
      const size = totalOf(output.ContentRange) ?? output.ContentLength ?? 0;
      return { body: toReadable(output.Body), size };
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }
}

export function s3FileStorageFromConfig(config: S3Config): S3FileStorage {
  const client = new S3Client({
    ...(config.region ? { region: config.region } : { region: 'us-east-1' }),
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
  });
  return new S3FileStorage({ bucket: config.bucket, client });
}
