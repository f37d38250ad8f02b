import { useCallback } from 'react';
import { useQuery } from 'urql';
import { ListRolesDocument, type ListRolesQuery } from '../../../gql/graphql';

export type Role = ListRolesQuery['listRoles'][number];

export interface RolesState {
  readonly roles: readonly Role[];
  readonly loading: boolean;
  readonly failed: boolean;
  readonly retry: () => void;
  readonly pvidOf: (code: string) => string | null;
}

/** The roles offered at registration; their pvid is what register's rolePvid carries. */
export function useRoles(): RolesState {
  const [{ data, fetching, error }, reexecute] = useQuery({ query: ListRolesDocument });
  const roles = data?.listRoles ?? [];
  const retry = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  return {
    roles,
    loading: fetching && !data,
    failed: !!error && !data,
    retry,
    pvidOf: (code) => roles.find((role) => role.code === code)?.pvid ?? null,
  };
}
