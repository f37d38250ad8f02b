import { ArrowRightOutlined } from '../../../shared/ui/icons';
import { INTRO_VIDEO_HOME_DEFAULT, tutorProfilePath, sizedImagePath } from '@ajar/domain';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { HomeIntroVideosDocument, type HomeIntroVideosQuery } from '../../../gql/graphql';
import { useCountry } from '../../../shared/market/country-context';
import { PosterVideo } from '../../../shared/ui/video/poster-video';
import styles from './tutor-videos.module.css';
import { presentItems } from '../../../shared/api/present-items';
import { SkeletonBlock } from '../../../shared/ui/skeleton/skeleton-block';

type HomeVideo = NonNullable<HomeIntroVideosQuery['introVideoHome'][number]>;

/** The tutor's portrait in a 40 px circle; their initials when there is none or it fails to load. */
function TutorAvatar({ src, initials }: { src: string | null | undefined; initials: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = Boolean(src) && failed !== src;
  return (
    <span className={styles.avatar}>
      {showImage ? (
        <img
          src={src ? sizedImagePath(src, 40) : undefined}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          decoding="async"
          className={styles.avatarImage}
          onError={() => setFailed(src ?? null)}
        />
      ) : (
        initials
      )}
    </span>
  );
}

/** A card's place while the videos load: the player's box, a circle and two lines, gently pulsing. */
function CardSkeleton() {
  return (
    <li className={styles.card} aria-hidden="true">
      <div className={styles.playerSkeleton} />
      <div className={`${styles.tutor} ${styles.skeletonRow}`}>
        <SkeletonBlock width={50} height={50} round />
        <span className={styles.skeletonLines}>
          <SkeletonBlock />
          <SkeletonBlock width="61%" />
        </span>
      </div>
    </li>
  );
}

function VideoCard({ video }: { video: HomeVideo }) {
  const { t } = useTranslation();
  const country = useCountry();
  const name = `${video.tutorFirstName} ${video.tutorLastName}`;
  const profile = tutorProfilePath(country, {
    token: video.tutorToken,
    id: video.tutorUserPvid,
    firstName: video.tutorFirstName,
    lastName: video.tutorLastName,
  });
  return (
    <li className={styles.card}>
      {video.featured && <span className={styles.featured}>{t('homeVideos.featured')}</span>}
      <PosterVideo
        className={styles.player}
        src={video.path}
        poster={video.poster}
        label={t('homeVideos.videoOf', { name })}
      />
      <Link to={profile} className={styles.tutor}>
        <TutorAvatar
          src={video.tutorAvatar}
          initials={`${video.tutorFirstName.charAt(0)}${video.tutorLastName.charAt(0)}`.toUpperCase()}
        />
        <span className={styles.tutorText}>
          <strong>{name}</strong>
          <span className={styles.tutorHint}>{video.description || t('homeVideos.viewProfile')}</span>
        </span>
        <ArrowRightOutlined className={styles.arrow} aria-hidden="true" />
      </Link>
    </li>
  );
}

/** "Meet our tutors": introduction videos of the market's tutors; nothing at all when there are none. */
export function TutorVideos() {
  const { t } = useTranslation();
  const country = useCountry();
  const [{ data, fetching }] = useQuery({
    query: HomeIntroVideosDocument,
    variables: { limit: INTRO_VIDEO_HOME_DEFAULT, country },
  });
  const videos = presentItems(data?.introVideoHome ?? []);
  const loading = fetching && !data;
  if (!loading && videos.length === 0) return null;

  return (
    <section className={styles.section} aria-labelledby="tutor-videos-title" aria-busy={loading}>
      <div className={styles.inner}>
        <p className={styles.eyebrow}>{t('homeVideos.eyebrow')}</p>
        <h2 id="tutor-videos-title" className={styles.title}>
          {t('homeVideos.title')}
        </h2>
        <p className={styles.lead}>{t('homeVideos.subtitle', { market: t(`countries.${country}`) })}</p>
        <ul className={styles.grid}>
          {loading
            ? Array.from({ length: 3 }, (_, index) => <CardSkeleton key={index} />)
            : videos.map((video) => <VideoCard key={video.pvid} video={video} />)}
        </ul>
      </div>
    </section>
  );
}
