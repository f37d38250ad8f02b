import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Deps } from '../../deps';
import { resolveViewer } from '../account';
import { downloadableFile } from './tutor-files.service';

function tokenOf(headers: Record<string, string | string[] | undefined>): string | null {
  const direct = headers['auth-token'];
  if (typeof direct === 'string' && direct.trim()) return direct.trim();
  const authorization = headers['authorization'];
  if (typeof authorization !== 'string') return null;
  return /^Bearer\s+(.+)$/i.exec(authorization.trim())?.[1]?.trim() ?? null;
}

function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).header('cache-control', 'no-store').send({ error: 'Not Found' });
}

/** "résumé.pdf" → `attachment; filename="r_sum_.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`. */
function attachment(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * GET /tutor-files/:id sends a Resources file to its owner and to the people it is shared with, who show their
 * session token as GraphQL requests do. Anyone else, signed out included, gets the same 404 as a missing file.
 */
export function registerTutorFileRoutes(app: FastifyInstance, deps: Deps): void {
  app.get<{ Params: { id: string } }>('/tutor-files/:id', async (request, reply) => {
    const token = tokenOf(request.headers);
    const viewer = token ? await resolveViewer(deps, token) : null;
    if (!viewer) return reply.code(401).header('cache-control', 'no-store').send({ error: 'Unauthorized' });
    const file = await downloadableFile(deps, viewer, request.params.id);
    if (!file) return notFound(reply);
    const stored = await deps.storage.get(file.storageKey);
    if (!stored) return notFound(reply);
    return reply
      .header('content-type', file.mimeType)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', attachment(file.fileName))
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-store')
      .header('content-length', stored.size)
      .send(stored.body);
  });
}
