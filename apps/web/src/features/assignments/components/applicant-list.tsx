import { TeamOutlined } from '../../../shared/ui/icons';
import { isCountryCode, tutorProfilePath } from '@ajar/domain';
import { Avatar } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useCountry } from '../../../shared/market/country-context';
import { ChatWithButton } from '../../chats';
import { applicantsOf, fullName } from '../assignment-status';
import { postedExact, postedLabel } from '../assignment-time';
import type { AssignmentItem } from '../assignment-types';
import styles from './assignment-detail.module.css';
import assignmentsStyles from '../assignments.module.css';

/** The student sees who applied (spec section 1) and opens a chat with any of them. */
export function ApplicantList({ item }: { item: AssignmentItem }) {
  const { t } = useTranslation();
  const pageCountry = useCountry();
  const country = isCountryCode(item.country) ? item.country : pageCountry;
  const applicants = applicantsOf(item);

  return (
    <section className={assignmentsStyles.card} aria-labelledby="applicants-title">
      <h2 id="applicants-title" className={assignmentsStyles.sectionTitle}>
        {t('assignments.detail.applicants')}
        {applicants.length > 0 && <span className={styles.count}>{applicants.length}</span>}
      </h2>
      {item.broadcastCount !== null && (
        <p className={styles.sectionNote}>{t('assignments.card.sentTo', { count: item.broadcastCount })}</p>
      )}
      {applicants.length === 0 ? (
        <div className={styles.emptySmall}>
          <TeamOutlined className={assignmentsStyles.emptyIcon} aria-hidden="true" />
          <strong>{t('assignments.detail.applicantsEmpty')}</strong>
          <p className={assignmentsStyles.muted}>
            {item.broadcast
              ? t('assignments.detail.applicantsEmptyBroadcast')
              : t('assignments.detail.applicantsEmptyQuiet')}
          </p>
        </div>
      ) : (
        <ul className={styles.applicants} aria-label={t('assignments.detail.applicants')}>
          {applicants.map(({ pvid, tutor, updatedAt }) => {
            const name = fullName(tutor);
            const profile = tutorProfilePath(country, {
              token: tutor.userCode,
              id: tutor.userPvid,
              firstName: tutor.firstName,
              lastName: tutor.lastName,
            });
            return (
              <li key={pvid} className={styles.applicant} data-testid="applicant">
                <Avatar size={48} src={tutor.avatarUrl ?? undefined} alt="" className={styles.avatar}>
                  {`${tutor.firstName.charAt(0)}${tutor.lastName.charAt(0)}`}
                </Avatar>
                <div className={styles.applicantMain}>
                  <Link to={profile} className={styles.applicantName}>
                    {name}
                  </Link>
                  <p className={assignmentsStyles.muted}>
                    <time dateTime={updatedAt} title={postedExact(updatedAt, country)}>
                      {t('assignments.detail.applied', { when: postedLabel(updatedAt, country) })}
                    </time>
                  </p>
                </div>
                <div className={styles.applicantChat}>
                  <ChatWithButton userId={tutor.userPvid} name={name} label={t('assignments.detail.chat')} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
