import type { CountryCode } from '@ajar/domain';
import { DomainError } from '../../kernel/domain-error';
import type { Viewer } from '../../kernel/viewer';

/** Members act within their own market's community: elsewhere a post is as if it did not exist. */
export function mayActOn(viewer: Viewer, country: CountryCode): boolean {
  return viewer.country === country;
}

/** Only the question's asker chooses (and changes) the accepted answer. */
export function assertMayAccept(viewer: Viewer, questionAuthorId: string): void {
  if (viewer.userId !== questionAuthorId) throw new DomainError('FORBIDDEN', 'communityOnlyAskerAccepts');
}

/** A vote on one's own writing would be score for free. */
export function assertMayVote(viewer: Viewer, authorId: string): void {
  if (viewer.userId === authorId) throw new DomainError('BAD_USER_INPUT', 'communityCannotVoteOwn');
}

export function assertMayFollow(viewer: Viewer, userId: string): void {
  if (viewer.userId === userId) throw new DomainError('BAD_USER_INPUT', 'communityCannotFollowSelf');
}
