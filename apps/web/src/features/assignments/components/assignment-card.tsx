import { DollarOutlined, EnvironmentOutlined, TrophyOutlined, UserOutlined } from '../../../shared/ui/icons';
import { assignmentPath, isCountryCode } from '@ajar/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useCountry } from '../../../shared/market/country-context';
import { ButtonLink } from '../../../shared/ui/button-link';
import { experienceLabel, genderLabel } from '../assignment-labels';
import { formatPriceRange } from '../assignment-price';
import { fullName } from '../assignment-status';
import { postedExact, postedLabel } from '../assignment-time';
import type { AssignmentItem } from '../assignment-types';
import styles from './assignment-card.module.css';
import assignmentsStyles from '../assignments.module.css';
import { AssignmentTags } from './assignment-tags';

interface AssignmentCardProps {
  readonly item: AssignmentItem;
  /** Buttons under the card (e.g. a tutor's accept and reject). */
  readonly actions?: ReactNode;
}

/** One assignment in a list: what, for how much, where, and who or how many answered. */
export function AssignmentCard({ item, actions }: AssignmentCardProps) {
  const { t } = useTranslation();
  const pageCountry = useCountry();
  const country = isCountryCode(item.country) ? item.country : pageCountry;
  const detail = assignmentPath(country, { title: item.title, pvid: item.pvid });
  const owner = item.role === 'OWNER';

  return (
    <article className={styles.assignmentCard} data-testid="assignment-card">
      <div className={styles.cardTop}>
        <div className={styles.cardHeading}>
          <h2 className={styles.cardTitle}>
            <Link to={detail}>{item.title}</Link>
          </h2>
          <p className={assignmentsStyles.muted}>
            {item.programmeSubjectName} · {item.programmeLevelName}
          </p>
        </div>
        <AssignmentTags item={item} />
      </div>
      <ul className={styles.chips}>
        <li>
          <DollarOutlined aria-hidden="true" />
          {t('assignments.perHour', { range: formatPriceRange(item, country) })}
        </li>
        <li>
          <EnvironmentOutlined aria-hidden="true" />
          {item.location}
        </li>
        <li>
          <UserOutlined aria-hidden="true" />
          {genderLabel(t, item.tutorGender)}
        </li>
        <li>
          <TrophyOutlined aria-hidden="true" />
          {experienceLabel(t, item.tutorExperience)}
        </li>
      </ul>
      {item.notes && <p className={styles.notesExcerpt}>{item.notes}</p>}
      <div className={styles.cardFoot}>
        <p className={styles.meta}>
          <time dateTime={item.createdAt} title={postedExact(item.createdAt, country)}>
            {postedLabel(item.createdAt, country)}
          </time>
          {' · '}
          {owner
            ? t('assignments.card.applicants', { count: item.applicantCount })
            : t('assignments.card.postedBy', { name: fullName(item.profileJoin) })}
          {owner && item.broadcastCount !== null && (
            <> · {t('assignments.card.sentTo', { count: item.broadcastCount })}</>
          )}
        </p>
        <div className={styles.cardActions}>
          {actions}
          <ButtonLink to={detail} aria-label={`${t('assignments.card.view')}: ${item.title}`}>
            {t('assignments.card.view')}
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
