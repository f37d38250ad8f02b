import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this many bytes an answer goes out as it is: compressing it saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Finite JSON answers (GraphQL results, REST bodies); event streams and multipart/mixed stay streamed. */
const FINITE_JSON = /^application\/(?:graphql-response\+)?json\b/i;

/** A stream of any kind (Node, web, or Yoga's ponyfill): anything read chunk by chunk. */
function isStream(payload: unknown): payload is AsyncIterable<Uint8Array | string> {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    !Buffer.isBuffer(payload) &&
    typeof (payload as Partial<AsyncIterable<unknown>>)[Symbol.asyncIterator] === 'function'
  );
}

async function readAll(stream: AsyncIterable<Uint8Array | string>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * Compresses answers over 1 KB with brotli or gzip, as the client accepts (`Vary: Accept-Encoding`).
 * Register before any route (the plugin hooks each route as it is declared) and before @fastify/static,
 * whose precompressed `.br`/`.gz` files already carry their `Content-Encoding` and are left as they are.
 *
 * - GraphQL over HTTP answers arrive from Yoga as a stream, which the plugin would compress whatever
 *   its size; a finite JSON one is read into a buffer first, so the 1 KB threshold applies to it too.
 * - `text/event-stream` (GraphQL over SSE) is never compressed (Yoga marks it `Content-Encoding: none`, and
 *   the plugin's types exclude it): each event reaches the client as it is sent. WebSockets are no reply.
 * - Request bodies are never inflated: the payment callbacks verify signatures over the raw bytes.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!isStream(payload)) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!FINITE_JSON.test(type)) return payload;
    return readAll(payload);
  });
  await app.register(fastifyCompress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
}
