import type { PublicProfileQuery } from '../../gql/graphql';

export type PublicProfile = PublicProfileQuery['getProfile'];
