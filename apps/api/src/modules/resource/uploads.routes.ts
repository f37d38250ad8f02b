import { buffer } from 'node:stream/consumers';
import { isImageWidth, MESSAGES, UPLOAD_MAX_BYTES, type ImageWidth } from '@ajar/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import type { ByteRange } from '../../infra/storage/file-storage';
import { isStorageKey } from '../../infra/storage/storage-keys';
import { dispositionOf } from './resource.policy';
import { findResourceByKey, isPosterKey } from './resource.queries';
import { SIZABLE_MIME_TYPES, sizedImage } from './sized-images';

/** The largest GraphQL multipart request: the largest upload (a video) plus room for the operations and map. */
export const MAX_MULTIPART_BYTES = Math.max(...Object.values(UPLOAD_MAX_BYTES)) + 1024 * 1024;

/**
 * Refuses a multipart request whose declared length is over the limit before its body is read, in the error
 * model (fileTooLarge) with HTTP 413. Yoga still enforces the limit while streaming bodies of unknown length.
 */
export async function refuseOversizeMultipart(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!String(request.headers['content-type'] ?? '').startsWith('multipart/form-data')) return;
  const length = Number(request.headers['content-length'] ?? 0);
  if (!(length > MAX_MULTIPART_BYTES)) return;
  await reply
    .code(413)
    .header('connection', 'close')
    .send({
      errors: [
        {
          message: MESSAGES.fileTooLarge,
          extensions: {
            code: 'BAD_USER_INPUT',
            messageKey: 'fileTooLarge',
            fields: { file: 'fileTooLarge' },
          },
        },
      ],
    });
}

/** Keys are never reused, so a stored file never changes: browsers and proxies may keep it for a year. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).header('cache-control', 'no-store').send({ error: 'Not Found' });
}

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` (one range only); 'unsatisfiable' when it cannot be served. */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (!match[1] && !match[2])) return null;
  let start: number;
  let end: number;
  if (!match[1]) {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/** "résumé \"final\".pdf" → `attachment; filename="r_sum_ _final_.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9...`. */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** A video's poster: a PNG the server made (never ranged; its key is its version, so also its ETag). */
async function servePoster(deps: Deps, key: string, request: FastifyRequest, reply: FastifyReply) {
  const eTag = `"${key}"`;
  reply
    .header('content-type', 'image/png')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', contentDisposition('inline', 'poster.png'))
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', CACHE_FOREVER)
    .header('etag', eTag);
  if (request.headers['if-none-match'] === eTag) return reply.code(304).send();
  const stored = await deps.storage.get(key);
  if (!stored) return notFound(reply);
  return reply.header('content-length', stored.size).send(stored.body);
}

/** `?w=` as asked: absent, one of IMAGE_WIDTHS, or 'invalid' (anything else, a repeated one included). */
function widthAsked(query: unknown): ImageWidth | null | 'invalid' {
  const raw = (query as Record<string, unknown> | undefined)?.['w'];
  if (raw === undefined) return null;
  const width = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : NaN;
  return isImageWidth(width) ? width : 'invalid';
}

/**
 * An image at a served width, as WebP (a card's avatar is a few KB, not the 400 px original). Its
 * ETag is the original's and the width. Null when it cannot be made here: the caller sends the original.
 */
async function serveSized(
  deps: Deps,
  stored: { readonly key: string; readonly eTag: string; readonly fileName: string },
  width: ImageWidth,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | null> {
  const eTag = `"${stored.eTag}-w${width}"`;
  if (request.headers['if-none-match'] === eTag) {
    return reply.code(304).header('etag', eTag).header('cache-control', CACHE_FOREVER).send();
  }
  const bytes = await sizedImage(stored.key, width, async () => {
    const original = await deps.storage.get(stored.key);
    return original ? new Uint8Array(await buffer(original.body)) : null;
  });
  if (!bytes) return null;
  const name = stored.fileName.replace(/\.[^.]*$/, '');
  return reply
    .header('content-type', 'image/webp')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', contentDisposition('inline', `${name}-${width}.webp`))
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', CACHE_FOREVER)
    .header('vary', 'accept-encoding')
    .header('etag', eTag)
    .header('content-length', bytes.byteLength)
    .send(Buffer.from(bytes));
}

/**
 * GET /uploads/:key streams a stored file with the content type recorded at upload. Only keys of the server's
 * shape that have a resources row (or are a video's poster) are served; anything else (`..`, encoded slashes, nested paths) is a 404.
 */
export function registerUploadRoutes(app: FastifyInstance, deps: Deps): void {
  app.get<{ Params: { key: string } }>('/uploads/:key', async (request, reply) => {
    const { key } = request.params;
    if (!isStorageKey(key)) return notFound(reply);
    const width = widthAsked(request.query);
    if (width === 'invalid') {
      return reply.code(400).header('cache-control', 'no-store').send({ error: 'Unknown image width' });
    }
    const resource = await findResourceByKey(deps.db, key);
    if (!resource) {
      if (!(await isPosterKey(deps.db, key))) return notFound(reply);
      if (width) {
        const sized = await serveSized(
          deps,
          { key, eTag: key, fileName: 'poster.png' },
          width,
          request,
          reply,
        );
        if (sized) return sized;
      }
      return servePoster(deps, key, request, reply);
    }
    if (width && SIZABLE_MIME_TYPES.has(resource.mimeType)) {
      const sized = await serveSized(
        deps,
        { key, eTag: resource.eTag, fileName: resource.fileName },
        width,
        request,
        reply,
      );
      if (sized) return sized;
    }

    const eTag = `"${resource.eTag}"`;
    reply
      .header('content-type', resource.mimeType)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', contentDisposition(dispositionOf(resource.mimeType), resource.fileName))
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', CACHE_FOREVER)
      .header('etag', eTag)
      .header('accept-ranges', 'bytes');
    if (request.headers['if-none-match'] === eTag) return reply.code(304).send();

    const range = parseRange(request.headers.range, resource.sizeBytes);
    if (range === 'unsatisfiable') {
      return reply.code(416).header('content-range', `bytes */${resource.sizeBytes}`).send();
    }
    const stored = await deps.storage.get(key, range ?? undefined);
    if (!stored) return notFound(reply);
    if (range) {
      reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${stored.size}`)
        .header('content-length', range.end - range.start + 1);
    } else {
      reply.header('content-length', stored.size);
    }
    return reply.send(stored.body);
  });

  // Nested paths are never keys; without this a browser navigation would get the SPA's index.html.
  app.get('/uploads/*', async (_request, reply) => notFound(reply));
}
