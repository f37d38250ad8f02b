import { StarFilled } from '../../../shared/ui/icons';
import { formatMoney, tutorProfilePath, type CountryCode } from '@ajar/domain';
import { memo, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { SearchTutorCardFragment } from '../../../gql/graphql';
import { formatRating } from '../../../shared/format/rating';
import { useCountry } from '../../../shared/market/country-context';
import { profileMarket, SEARCH_VIEW_SOURCE } from '../../../shared/profile/profile-market';
import styles from './browse-card.module.css';
import browseStyles from '../browse.module.css';
import { CardHead } from './card-head';

/** Subjects shown on a card before '+N more'. */
const CARD_SUBJECTS = 5;
/** Lifelong offers shown on a card. */
const CARD_OFFERS = 4;

export interface TutorCardProps {
  readonly tutor: SearchTutorCardFragment;
  /** Anything a page adds under the card body, e.g. the matching guide's weekly price. */
  readonly extra?: ReactNode;
}

export function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
}

/** The public profile of a search hit, marked as a visit from search. */
export function searchProfileHref(
  market: CountryCode,
  person: { token: string; userPvid: string; firstName: string; lastName: string },
): string {
  const path = tutorProfilePath(market, {
    token: person.token,
    id: person.userPvid,
    firstName: person.firstName,
    lastName: person.lastName,
  });
  return `${path}?src=${SEARCH_VIEW_SOURCE}`;
}

function SubjectList({ subjects }: { subjects: readonly string[] }) {
  const { t } = useTranslation();
  if (subjects.length === 0) return null;
  const shown = subjects.slice(0, CARD_SUBJECTS);
  const more = subjects.length - shown.length;
  return (
    <ul className={styles.tags}>
      {shown.map((subject) => (
        <li key={subject} className={styles.tag}>
          {subject}
        </li>
      ))}
      {more > 0 && <li className={styles.tagMore}>{t('browse.card.moreSubjects', { count: more })}</li>}
    </ul>
  );
}

function LifelongOffers({ tutor, market }: { tutor: SearchTutorCardFragment; market: CountryCode }) {
  const { t } = useTranslation();
  const offers = tutor.nonAcademic
    .flatMap((category) => category.subNonAcademic)
    .sort((a, b) => a.orderList - b.orderList)
    .slice(0, CARD_OFFERS);
  if (offers.length === 0) return null;
  return (
    <div className={styles.offers}>
      <span className={styles.offersTitle}>{t('browse.card.offers')}</span>
      <ul className={styles.offerList}>
        {offers.map((offer) => (
          <li key={offer.pvid} className={styles.offer}>
            <span className={styles.offerName}>{offer.name}</span>
            <span className={styles.offerPrice}>
              {t('browse.card.perHour', { price: formatMoney(offer.pricePerHour, market) })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** 'Usually replies within 2 hours · Accepts 90% of bookings', each part once the server has a figure. */
function ReputationLine({ reputation }: { reputation: SearchTutorCardFragment['reputation'] }) {
  const { t } = useTranslation();
  const parts = [
    reputation.replyWithin !== null ? t(`browse.card.replyWithin.${reputation.replyWithin}`) : null,
    reputation.acceptanceRate !== null
      ? t('browse.card.acceptance', { rate: reputation.acceptanceRate })
      : null,
  ].filter((part) => part !== null);
  if (parts.length === 0) return null;
  return <p className={styles.cardReputation}>{parts.join(' · ')}</p>;
}

/**
 * Spec section 3's Tutor search result as a card: who, what, from how much, how well reviewed. A card draws
 * again only when its tutor changes, not when the page around it does (typing keywords, filter lists arriving).
 */
export const TutorCard = memo(function TutorCard({ tutor, extra }: TutorCardProps) {
  const { t, i18n } = useTranslation();
  const rating = tutor.rating !== null ? formatRating(tutor.rating, i18n.language) : null;
  const market = profileMarket(tutor.country, useCountry());
  const name = `${tutor.firstName} ${tutor.lastName}`;
  const href = searchProfileHref(market, tutor);
  const isLifelong = tutor.nonAcademic.length > 0;
  // Lifelong cards list the offered categories with their own prices instead of subject names.
  const subjects = isLifelong ? [] : tutor.subjects;

  return (
    <article className={styles.card} aria-label={name}>
      <CardHead href={href} person={tutor}>
        {tutor.featured && <p className={styles.featured}>{t('browse.card.featured')}</p>}
        <p className={styles.cardRating}>
          {tutor.rating !== null ? (
            <>
              <StarFilled className={styles.star} aria-hidden="true" />
              <span className={browseStyles.srOnly}>{t('browse.card.rating', { rating })}</span>
              <strong aria-hidden="true">{rating}</strong>
              <span className={browseStyles.muted}>
                {' · '}
                {t('browse.card.testimonials', { count: tutor.testimonial })}
              </span>
            </>
          ) : (
            <span className={browseStyles.muted}>
              {tutor.testimonial > 0
                ? t('browse.card.testimonials', { count: tutor.testimonial })
                : t('browse.card.noTestimonials')}
            </span>
          )}
        </p>
      </CardHead>

      <SubjectList subjects={subjects} />
      {isLifelong && <LifelongOffers tutor={tutor} market={market} />}

      {tutor.description && <p className={styles.cardDescription}>{tutor.description}</p>}

      <ReputationLine reputation={tutor.reputation} />

      {extra && <div className={styles.cardExtra}>{extra}</div>}

      <div className={styles.cardFoot}>
        <span className={styles.cardPrice}>
          {tutor.pricePerHour !== null
            ? t('browse.card.priceFrom', { price: formatMoney(tutor.pricePerHour, market) })
            : t('browse.card.noPrice')}
        </span>
        <span className={styles.cardExperience}>
          {tutor.experienceYears > 0
            ? t('browse.card.experience', { count: tutor.experienceYears })
            : t('browse.card.newTutor')}
        </span>
      </div>
    </article>
  );
});
