import { ArrowRightOutlined } from '../../../shared/ui/icons';
import { INTRO_VIDEO_HOME_DEFAULT, tutorProfilePath } from '@ajar/domain';
import { Avatar, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { HomeIntroVideosDocument, type HomeIntroVideosQuery } from '../../../gql/graphql';
import { useCountry } from '../../../shared/market/country-context';
import styles from './tutor-videos.module.css';
import { presentItems } from '../../../shared/api/present-items';

type HomeVideo = NonNullable<HomeIntroVideosQuery['introVideoHome'][number]>;

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
      <video
        className={styles.player}
        controls
        preload="metadata"
        src={video.path}
        poster={video.poster ?? undefined}
        aria-label={t('homeVideos.videoOf', { name })}
      />
      <Link to={profile} className={styles.tutor}>
        <Avatar size={40} src={video.tutorAvatar ?? undefined} alt="" className={styles.avatar}>
          {`${video.tutorFirstName.charAt(0)}${video.tutorLastName.charAt(0)}`.toUpperCase()}
        </Avatar>
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
            ? Array.from({ length: 3 }, (_, index) => (
                <li key={index} className={styles.card}>
                  <div className={styles.playerSkeleton} />
                  <div className={styles.tutor}>
                    <Skeleton avatar active title={false} paragraph={{ rows: 2 }} />
                  </div>
                </li>
              ))
            : videos.map((video) => <VideoCard key={video.pvid} video={video} />)}
        </ul>
      </div>
    </section>
  );
}
