import { sizedImagePath, tutorProfilePath } from '@ajar/domain';
import { Result, Skeleton } from 'antd';
import { Link, useParams } from 'react-router';
import { useQuery } from 'urql';
import { GetClassDocument } from '../../../gql/graphql';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { VideoCameraOutlined } from '../../../shared/ui/icons';
import { PageFrame } from '../../../shared/ui/page-frame';
import { EnrolPanel } from '../components/enrol-panel';
import styles from '../components/class-page.module.css';
import { SessionList } from '../components/session-list';
import { useClassFormat } from '../components/use-class-format';

/** {product}-classes/{id}: a class's story, schedule and tutor, and the seat panel. */
export function ClassPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [{ data, fetching, error }, refetch] = useQuery({
    query: GetClassDocument,
    variables: { id },
    requestPolicy: 'cache-and-network',
  });
  const row = data?.getClass;
  const { country } = useClassFormat(row?.country);
  if (!row)
    return (
      <PageFrame icon={<VideoCameraOutlined />} title={t('classes.meta.class.title')} subtitle="">
        {fetching ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : (
          <Result status={error?.graphQLErrors.length ? '404' : 'error'} title={t('classes.page.notFound')} />
        )}
      </PageFrame>
    );
  const tutorName = `${row.tutor.firstName} ${row.tutor.lastName}`;
  return (
    <PageFrame
      icon={<VideoCameraOutlined />}
      title={row.title}
      subtitle={`${row.subject.name} · ${row.level.name}`}
    >
      <div className={styles.layout}>
        <div>
          {row.cover && <img className={styles.hero} src={sizedImagePath(row.cover, 768)} alt="" />}
          <section className={styles.card} aria-labelledby="class-about">
            <h2 id="class-about" className={styles.sectionTitle}>
              {t('classes.page.about')}
            </h2>
            <p className={styles.description}>{row.description}</p>
          </section>
          <section className={styles.card} aria-labelledby="class-schedule">
            <h2 id="class-schedule" className={styles.sectionTitle}>
              {t('classes.page.schedule')}
            </h2>
            <SessionList row={row} />
          </section>
          <section className={styles.card} aria-labelledby="class-tutor">
            <h2 id="class-tutor" className={styles.sectionTitle}>
              {t('classes.page.tutor')}
            </h2>
            <div className={styles.tutor}>
              {row.tutor.avatar && (
                <img className={styles.avatar} src={sizedImagePath(row.tutor.avatar, 48)} alt="" />
              )}
              <Link
                to={tutorProfilePath(country, {
                  token: row.tutor.token,
                  id: row.tutor.userPvid,
                  firstName: row.tutor.firstName,
                  lastName: row.tutor.lastName,
                })}
              >
                {tutorName}
              </Link>
            </div>
          </section>
        </div>
        <EnrolPanel row={row} onEnrolled={() => refetch({ requestPolicy: 'network-only' })} />
      </div>
    </PageFrame>
  );
}
