import { useEffect, useState } from 'react';
import { useClient } from 'urql';
import { FollowUserDocument, IsFollowingDocument, UnfollowUserDocument } from '../../../gql/graphql';
import { showError } from '../../../shared/feedback/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';

interface FollowButtonProps {
  readonly userId: string;
  readonly name: string;
  /** Told the member's followers after a follow or an unfollow. */
  readonly onChange: (followers: number) => void;
}

/** Follow or unfollow a member (both idempotent on the server). */
export function FollowButton({ userId, name, onChange }: FollowButtonProps) {
  const { t } = useTranslation();
  const client = useClient();
  const [following, setFollowing] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void client
      .query(IsFollowingDocument, { userId }, { requestPolicy: 'network-only' })
      .toPromise()
      .then((answer) => {
        if (live) setFollowing(answer.data?.isFollowing ?? false);
      });
    return () => {
      live = false;
    };
  }, [client, userId]);

  const toggle = async () => {
    setBusy(true);
    const answer = following
      ? await client.mutation(UnfollowUserDocument, { userId }).toPromise()
      : await client.mutation(FollowUserDocument, { userId }).toPromise();
    setBusy(false);
    const result =
      answer.data && ('followUser' in answer.data ? answer.data.followUser : answer.data.unfollowUser);
    if (answer.error || !result) {
      showError(answer.error);
      return;
    }
    setFollowing(result.isFollowing);
    onChange(result.followers);
  };

  if (following === null) return null;
  return (
    <Button
      variant={following ? undefined : 'primary'}
      aria-pressed={following}
      title={following ? t('community.follow.followingName', { name }) : undefined}
      loading={busy}
      onClick={() => void toggle()}
    >
      {following ? t('community.follow.unfollow') : t('community.follow.follow')}
    </Button>
  );
}
