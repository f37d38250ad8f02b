import { isCountryCode } from '@ajar/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import { experienceLabel, genderLabel } from '../assignment-labels';
import { formatPriceRange } from '../assignment-price';
import { fullName } from '../assignment-status';
import { postedExact, postedLabel } from '../assignment-time';
import type { AssignmentItem } from '../assignment-types';
import styles from './assignment-detail.module.css';
import assignmentsStyles from '../assignments.module.css';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Every field of spec section 3's assignment posting a reader needs, as a description list. */
export function AssignmentFacts({ item }: { item: AssignmentItem }) {
  const { t } = useTranslation();
  const pageCountry = useCountry();
  const country = isCountryCode(item.country) ? item.country : pageCountry;
  return (
    <section className={assignmentsStyles.card} aria-labelledby="assignment-facts-title">
      <h2 id="assignment-facts-title" className={assignmentsStyles.sectionTitle}>
        {t('assignments.detail.facts')}
      </h2>
      <dl className={styles.facts}>
        <Fact label={t('assignments.detail.subject')}>{item.programmeSubjectName}</Fact>
        <Fact label={t('assignments.detail.curriculum')}>{item.programmeLevelName}</Fact>
        <Fact label={t('assignments.detail.price')}>
          {t('assignments.perHour', { range: formatPriceRange(item, country) })}
        </Fact>
        <Fact label={t('assignments.detail.location')}>{item.location}</Fact>
        <Fact label={t('assignments.detail.gender')}>{genderLabel(t, item.tutorGender)}</Fact>
        <Fact label={t('assignments.detail.experience')}>{experienceLabel(t, item.tutorExperience)}</Fact>
        {item.isJoin && item.joinStudent > 0 && (
          <Fact label={t('assignments.detail.join')}>
            {t('assignments.card.join', { count: item.joinStudent })}
          </Fact>
        )}
        <Fact label={t('assignments.detail.postedBy')}>{fullName(item.profileJoin)}</Fact>
        <Fact label={t('assignments.detail.posted')}>
          <time dateTime={item.createdAt} title={postedExact(item.createdAt, country)}>
            {postedLabel(item.createdAt, country)}
          </time>
        </Fact>
      </dl>
      {item.notes && (
        <>
          <h3 className={styles.subheading}>{t('assignments.detail.notes')}</h3>
          <p className={styles.notes}>{item.notes}</p>
        </>
      )}
    </section>
  );
}
