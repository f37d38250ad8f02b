import { COMMUNITY_ROUTES, COMMUNITY_SCORE_RULES, countryPath, sizedImagePath } from '@ajar/domain';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from 'urql';
import {
  GetCommunityMemberDocument,
  GetMemberActivityDocument,
  type CommunityProfileFieldsFragment,
} from '../../../gql/graphql';
import { formatMarketDate } from '../../../shared/format/market-date';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import { brandedTitle } from '../../../shared/routing/page-meta';
import { useSession } from '../../../shared/session/use-session';
import { Button } from '../../../shared/ui/button';
import { EditOutlined, UserOutlined } from '../../../shared/ui/icons';
import { PageFrame } from '../../../shared/ui/page-frame';
import { SkeletonBlock } from '../../../shared/ui/skeleton/skeleton-block';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import cards from '../components/community.module.css';
import { FollowButton } from '../components/follow-button';
import { MemberAvatar } from '../components/member-avatar';
import { MemberEditForm } from '../components/member-edit-form';
import styles from './community-page.module.css';

const COUNTS = ['posts', 'questions', 'answers', 'comments', 'followings', 'followers'] as const;

/** /{country}/community/u/{username}: a member's community profile; its owner edits it, others follow. */
export function CommunityMemberPage() {
  const { t } = useTranslation();
  const country = useCountry();
  const { username = '' } = useParams();
  const { isSignedIn, user } = useSession();
  const [{ data, error, fetching }, refetch] = useQuery({
    query: GetCommunityMemberDocument,
    variables: { username },
    requestPolicy: 'cache-and-network',
  });
  const [profile, setProfile] = useState<CommunityProfileFieldsFragment | null>(null);
  const [editing, setEditing] = useState(false);
  useEffect(() => setProfile(data?.getUserInfo ?? null), [data]);
  const [{ data: activity }] = useQuery({
    query: GetMemberActivityDocument,
    variables: { userId: profile?.userId ?? '' },
    pause: !profile,
  });
  useDocumentTitle(brandedTitle(profile?.name ?? t('community.meta.member.title')));
  const notFound = error?.graphQLErrors.some((item) => item.extensions['code'] === 'NOT_FOUND');
  const isOwner = isSignedIn && profile !== null && user?.pvid === profile.userId;
  const last = activity?.getUserLastActivity;

  return (
    <PageFrame
      icon={<UserOutlined />}
      title={t('community.title')}
      subtitle={<Link to={countryPath(country, COMMUNITY_ROUTES.home)}>{t('community.post.back')}</Link>}
    >
      {!profile && fetching && <SkeletonBlock height={220} />}
      {!profile && !fetching && error && (
        <div className={styles.state} role="alert">
          <p className={styles.stateTitle}>
            {notFound ? t('community.member.notFound') : t('community.loadFailed')}
          </p>
          {!notFound && (
            <Button onClick={() => refetch({ requestPolicy: 'network-only' })}>{t('community.retry')}</Button>
          )}
        </div>
      )}
      {profile && (
        <section className={cards.card} aria-labelledby="member-name">
          <div
            className={styles.banner}
            style={
              profile.banner ? { backgroundImage: `url(${sizedImagePath(profile.banner, 1200)})` } : undefined
            }
          />
          <div className={styles.identity}>
            <MemberAvatar name={profile.name} picture={profile.picture ?? null} size={72} />
            <div className={styles.names}>
              <h2 id="member-name">{profile.name}</h2>
              <span className={cards.muted}>
                @{profile.username}
                {profile.title ? ` · ${profile.title}` : ''}
                {profile.isTeam ? ` · ${t('community.member.team')}` : ''}
              </span>
            </div>
            <span className={styles.score} data-testid="community-score">
              {t('community.member.score')} <strong>{profile.score}</strong>
            </span>
            {isSignedIn && !isOwner && (
              <FollowButton
                userId={profile.userId}
                name={profile.name}
                onChange={(followers) => setProfile((current) => current && { ...current, followers })}
              />
            )}
            {isOwner && !editing && (
              <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
                {t('community.member.edit')}
              </Button>
            )}
          </div>
          {editing ? (
            <MemberEditForm
              profile={profile}
              onCancel={() => setEditing(false)}
              onSaved={(saved) => {
                setProfile(saved);
                setEditing(false);
              }}
            />
          ) : (
            <>
              <p className={cards.body}>{profile.description ?? t('community.member.noDescription')}</p>
              <p className={styles.facts}>
                {profile.location && (
                  <span>
                    {t('community.member.location')}: {profile.location}
                  </span>
                )}
                {profile.website && (
                  <a href={profile.website} rel="nofollow ugc noopener" target="_blank">
                    {profile.website}
                  </a>
                )}
                <span>
                  {last
                    ? t('community.member.lastActive', {
                        date: formatMarketDate(last, country, 'D MMM YYYY'),
                      })
                    : t('community.member.neverActive')}
                </span>
              </p>
            </>
          )}
          <ul className={styles.counts}>
            {COUNTS.map((key) => (
              <li key={key} data-testid={`count-${key}`}>
                <strong>{profile[key]}</strong>
                {t(`community.member.${key}`)}
              </li>
            ))}
          </ul>
          <p className={cards.muted}>
            {t('community.member.scoreRules', {
              upvote: COMMUNITY_SCORE_RULES.upvote,
              downvote: COMMUNITY_SCORE_RULES.downvote,
              accepted: COMMUNITY_SCORE_RULES.acceptedAnswer,
            })}
          </p>
        </section>
      )}
    </PageFrame>
  );
}
