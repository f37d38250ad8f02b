import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * The SPA's policy: scripts only from this origin; inline styles allowed because antd injects its
 * CSS-in-JS as <style> tags; images, media and frames from https (avatars, videos, maps, embeds);
 * API calls and sockets to this origin and https/wss services.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data: https:",
  "media-src 'self' blob: https:",
  "connect-src 'self' ws: wss: https:",
  'frame-src https:',
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
    if (config.publicUrl.startsWith('https://')) {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    const isHtml = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    // GraphiQL (development only) loads its bundle from a CDN; everything else gets the policy.
    const isGraphiql = !config.isProduction && request.url.startsWith('/graphql');
    if (isHtml && !isGraphiql) reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    return payload;
  });
}
