import { formatMoney } from '@ajar/domain';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { BrowseFindCoachesQuery } from '../../../gql/graphql';
import { useCountry } from '../../../shared/market/country-context';
import { profileMarket } from '../../../shared/profile/profile-market';
import styles from './browse-card.module.css';
import { CardHead } from './card-head';
import { searchProfileHref } from './tutor-card';

export type SearchCoachCard = NonNullable<BrowseFindCoachesQuery['findCoaches']['coaches'][number]>;

/** Counselling topics shown on a card. */
const CARD_TOPICS = 4;

/** Spec section 3's Coach search result: a counsellor with their counselling subjects and prices. */
export function CoachCard({ coach }: { coach: SearchCoachCard }) {
  const { t } = useTranslation();
  const market = profileMarket(coach.country, useCountry());
  const name = `${coach.firstName} ${coach.lastName}`;
  const href = searchProfileHref(market, coach);
  const topics = [...coach.userSubject].sort((a, b) => a.orderList - b.orderList).slice(0, CARD_TOPICS);

  return (
    <article className={styles.card} aria-label={name}>
      <CardHead href={href} person={coach} />

      {topics.length > 0 && (
        <div className={styles.offers}>
          <span className={styles.offersTitle}>{t('browse.card.offers')}</span>
          <ul className={styles.offerList}>
            {topics.map((topic) => (
              <li key={topic.pvid} className={styles.offer}>
                <span className={styles.offerName}>{topic.subject.name}</span>
                <span className={styles.offerPrice}>
                  {t('browse.card.perHour', { price: formatMoney(topic.pricePerHour, market) })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}

      {coach.description && <p className={styles.cardDescription}>{coach.description}</p>}

      <div className={styles.cardFoot}>
        <span className={styles.cardPrice}>
          {coach.pricePerHour !== null
            ? t('browse.card.priceFrom', { price: formatMoney(coach.pricePerHour, market) })
            : t('browse.card.noPrice')}
        </span>
      </div>
    </article>
  );
}
