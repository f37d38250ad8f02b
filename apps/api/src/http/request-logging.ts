import type { FastifyServerOptions } from 'fastify';

/** Paths whose segments are secrets: the private iCal feed's token. */
const SECRET_PATHS: readonly RegExp[] = [/^(\/calendar\/)[^/?#]+(\.ics)/];
/** Query parameters that carry secrets: Google's authorization code on /{country}/redirect, tokens in links. */
const SECRET_PARAMS = new Set(['code', 'token', 'resetCode']);

/** The URL as the request log may show it: secrets replaced with "[redacted]". */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  for (const pattern of SECRET_PATHS) path = path.replace(pattern, '$1[redacted]$2');
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const name = decodeURIComponent(pair.split('=')[0] ?? '');
      return SECRET_PARAMS.has(name) ? `${pair.split('=')[0]}=[redacted]` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

interface LoggedRequest {
  readonly method: string;
  readonly url: string;
  readonly host?: string;
  readonly ip?: string;
  readonly socket?: { readonly remotePort?: number };
}

/** Fastify's logger: the level from config, and request lines without the secrets some URLs carry. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
