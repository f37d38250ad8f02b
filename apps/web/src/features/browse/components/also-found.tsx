import { Link } from 'react-router';
import { useQuery } from 'urql';
import { BrowseKindTotalsDocument } from '../../../gql/graphql';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import styles from './also-found.module.css';

/** The browse pages by kind of educator: each lists one kind, and the others are a link away. */
const PAGES = {
  ACADEMIC: { feature: 'browseTutors', text: 'tutors' },
  LIFELONG: { feature: 'browseCoaches', text: 'coaches' },
  COUNSELLING: { feature: 'browseCounsellors', text: 'counsellors' },
} as const;

type Kind = keyof typeof PAGES;
const isKind = (kind: string): kind is Kind => kind in PAGES;

/**
 * One search box finds every kind of educator: when the words also find coaches or counsellors (a piano teacher
 * is a coach), the page says how many and links to their listing with the same words.
 */
export function AlsoFound({ keywords, shownKind }: { keywords: string; shownKind: Kind }) {
  const { t } = useTranslation();
  const country = useCountry();
  const href = useFeatureHref();
  const [{ data }] = useQuery({
    query: BrowseKindTotalsDocument,
    variables: { keywords, country },
    pause: keywords === '',
  });
  const others = (data?.searchKindTotals ?? []).flatMap((found) =>
    isKind(found.kind) && found.kind !== shownKind && found.total > 0 ? [{ ...found, kind: found.kind }] : [],
  );
  if (keywords === '' || others.length === 0) return null;
  return (
    <p className={styles.alsoFound}>
      {t('browse.alsoFound.lead', { keywords })}
      <span className={styles.links}>
        {others.map((found) => (
          <Link key={found.kind} to={href(PAGES[found.kind].feature, { keywords })}>
            {t(`browse.alsoFound.${PAGES[found.kind].text}`, { count: found.total })}
          </Link>
        ))}
      </span>
    </p>
  );
}
