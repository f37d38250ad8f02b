import {
  ACCOUNT_ROUTES,
  RECOMMENDED_TUTORS_SHOWN,
  countryPath,
  formatMoney,
  isCountryCode,
  tutorProfilePath,
  type CountryCode,
} from '@ajar/domain';
import { Alert, Skeleton } from 'antd';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { RecommendedTutorsDocument } from '../../../gql/graphql';
import { presentItems } from '../../../shared/api/present-items';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button, actionClassName } from '../../../shared/ui/button';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { InitialsAvatar } from '../../../shared/ui/initials-avatar/initials-avatar';
import frame from '../../../shared/ui/page-frame.module.css';
import styles from './recommended-tutors.module.css';

/** The onboarding step that asks for the goals, by name (the step's number may change). */
const goalsStepPath = (country: CountryCode) =>
  `${countryPath(country, ACCOUNT_ROUTES.onboardingStudents)}?step=goals`;

/** Tutors recommended from the student's learning goals (asked at onboarding), up to four. */
export function RecommendedTutors({ country }: { readonly country: CountryCode }) {
  const { t } = useTranslation();
  const featureHref = useFeatureHref();
  const [{ data, error, fetching }, refetch] = useQuery({
    query: RecommendedTutorsDocument,
    variables: { limit: RECOMMENDED_TUTORS_SHOWN },
    requestPolicy: 'cache-and-network',
  });
  const tutors = presentItems(data?.getRecommendedTutors) ?? null;
  return (
    <section className={frame.card} aria-labelledby="recommended-tutors">
      <div className={styles.head}>
        <h2 id="recommended-tutors" className={styles.title}>
          {t('studentHome.recommended.title')}
        </h2>
        {tutors && tutors.length > 0 && (
          <Link to={goalsStepPath(country)}>{t('studentHome.recommended.editGoals')}</Link>
        )}
      </div>
      {tutors === null && error && !fetching ? (
        <Alert
          type="error"
          showIcon
          title={t('studentHome.recommended.loadFailed')}
          action={
            <Button onClick={() => refetch({ requestPolicy: 'network-only' })}>
              {t('studentHome.retry')}
            </Button>
          }
        />
      ) : tutors === null ? (
        <Skeleton active avatar paragraph={{ rows: 3 }} />
      ) : tutors.length === 0 ? (
        <div className={styles.empty}>
          <p>
            <strong>{t('studentHome.recommended.none')}</strong>
          </p>
          <p className={styles.muted}>{t('studentHome.recommended.noneBody')}</p>
          <Link className={actionClassName({ variant: 'primary' })} to={goalsStepPath(country)}>
            {t('studentHome.recommended.setGoals')}
          </Link>
        </div>
      ) : (
        <>
          <ul className={styles.list}>
            {tutors.map(({ tutor, subjectName, pricePerHour }) => {
              const market = isCountryCode(tutor.country) ? tutor.country : country;
              const name = `${tutor.firstName} ${tutor.lastName}`;
              const href = tutorProfilePath(market, {
                token: tutor.token,
                id: tutor.userPvid,
                firstName: tutor.firstName,
                lastName: tutor.lastName,
              });
              return (
                <li key={tutor.userPvid} className={styles.tutor}>
                  <InitialsAvatar name={name} image={null} size={44} />
                  <div className={styles.text}>
                    <Link to={href} className={styles.name}>
                      {name}
                    </Link>
                    <span className={styles.muted}>
                      {t('studentHome.recommended.teaches', {
                        subject: subjectName,
                        price: formatMoney(pricePerHour, market),
                      })}
                    </span>
                  </div>
                </li>
              );
            })}
          </ul>
          {/* The matching guide asks with the same goals, and shows every tutor who fits. */}
          <Link to={featureHref('response')} className={styles.seeAll}>
            {t('studentHome.recommended.seeAll')}
          </Link>
        </>
      )}
    </section>
  );
}
