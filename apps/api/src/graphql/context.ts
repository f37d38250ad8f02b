import type { Deps } from '../deps';
import { resolveCommunityViewer, resolveViewer } from '../modules/account';
import { type Viewer } from '../kernel/viewer';
import { DomainError } from '../kernel/domain-error';

export interface GraphQLContext {
  readonly deps: Deps;
  /** The signed-in user, or null for a visitor. */
  readonly viewer: Viewer | null;
  /**
   * Who the community's fields act for: the signed-in user, else the holder of a live community token
   * (`community-token` header, from singInToCommunity or signIn(community: true)). Nothing else reads it.
   */
  readonly communityViewer: Viewer | null;
  /** The raw session token the request carried (signOut revokes it). */
  readonly sessionToken: string | null;
  /** Who is calling, for per-address throttling. */
  readonly clientAddress: string;
}

export type SignedInContext = GraphQLContext & { readonly viewer: Viewer; readonly sessionToken: string };
export type CommunityContext = GraphQLContext & { readonly communityViewer: Viewer };

/** What a transport hands over: HTTP headers, or graphql-ws connection params. */
export interface TransportCredentials {
  readonly headers?: { get(name: string): string | null } | undefined;
  readonly connectionParams?: Readonly<Record<string, unknown>> | undefined;
  readonly clientAddress: string;
}

const BEARER = /^Bearer\s+(.+)$/i;

function tokenFromAuthorization(value: string | null | undefined): string | null {
  if (!value) return null;
  const match = BEARER.exec(value.trim());
  return match?.[1] ? match[1].trim() : value.trim() || null;
}

/** The `auth-token` header wins; `Authorization: Bearer` is the other accepted form. */
export function tokenFrom(credentials: TransportCredentials): string | null {
  const params = credentials.connectionParams;
  if (params) {
    const direct = params['auth-token'] ?? params['authToken'];
    if (typeof direct === 'string' && direct.trim()) return direct.trim();
    const authorization = params['Authorization'] ?? params['authorization'];
    return typeof authorization === 'string' ? tokenFromAuthorization(authorization) : null;
  }
  const direct = credentials.headers?.get('auth-token');
  if (direct?.trim()) return direct.trim();
  return tokenFromAuthorization(credentials.headers?.get('authorization'));
}

function communityTokenFrom(credentials: TransportCredentials): string | null {
  const param = credentials.connectionParams?.['community-token'];
  const value = typeof param === 'string' ? param : credentials.headers?.get('community-token');
  return value?.trim() || null;
}

/**
 * Builds the per-request context. A token that is unknown, expired or revoked fails the WHOLE
 * request with UNAUTHENTICATED (HTTP 401), so the web clears its storage instead of acting as a guest.
 */
export async function buildContext(deps: Deps, credentials: TransportCredentials): Promise<GraphQLContext> {
  const sessionToken = tokenFrom(credentials);
  if (!sessionToken) {
    const communityToken = communityTokenFrom(credentials);
    // A dead community token is nobody, not a dead session: the community is readable signed out.
    const communityViewer = communityToken ? await resolveCommunityViewer(deps, communityToken) : null;
    return {
      deps,
      viewer: null,
      communityViewer,
      sessionToken: null,
      clientAddress: credentials.clientAddress,
    };
  }
  const viewer = await resolveViewer(deps, sessionToken);
  if (!viewer) throw new DomainError('UNAUTHENTICATED', 'notLoggedIn');
  return { deps, viewer, communityViewer: viewer, sessionToken, clientAddress: credentials.clientAddress };
}
