import { MARKETS, type CountryCode } from '@ajar/domain';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { GetClassesDocument } from '../../../gql/graphql';
import { presentItems } from '../../../shared/api/present-items';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import { Button } from '../../../shared/ui/button';
import { VideoCameraOutlined } from '../../../shared/ui/icons';
import { PageFrame } from '../../../shared/ui/page-frame';
import { SkeletonBlock } from '../../../shared/ui/skeleton/skeleton-block';
import { ClassCard } from '../components/class-card';
import {
  ClassFilters,
  FILTER_KEYS,
  filterVariables,
  type ClassFilterValues,
} from '../components/class-filters';
import styles from './classes-pages.module.css';

function Placeholders() {
  return (
    <div className={styles.skeletons} aria-busy="true">
      {[0, 1, 2].map((index) => (
        <div key={index} className={styles.skeleton}>
          <SkeletonBlock width="60%" />
          <SkeletonBlock width="80%" />
          <SkeletonBlock width="30%" />
        </div>
      ))}
    </div>
  );
}

/** {product}-classes: a market's group classes still taking students, with filters (drawn without antd). */
export function BrowseClassesPage() {
  const { t } = useTranslation();
  const country = useCountry();
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(
    FILTER_KEYS.map((key) => [key, params.get(key) ?? '']),
  ) as unknown as ClassFilterValues;
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const variables = useMemo(
    () => ({ country, page, ...filterVariables(values, country as CountryCode) }),
    // The address is the state: its text changes exactly when the filters do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [country, params.toString()],
  );
  const [{ data, fetching, error }, refetch] = useQuery({ query: GetClassesDocument, variables });
  const result = data?.getClasses;
  const items = presentItems(result?.items);
  const pages = result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1;
  const apply = (next: ClassFilterValues) =>
    setParams(Object.fromEntries(Object.entries(next).filter(([, value]) => value !== '')));
  const goTo = (next: number) => {
    const copy = new URLSearchParams(params);
    copy.set('page', String(next));
    setParams(copy);
  };
  return (
    <PageFrame
      icon={<VideoCameraOutlined />}
      title={t('classes.browse.title')}
      subtitle={t('classes.browse.subtitle', { country: MARKETS[country].name })}
    >
      <ClassFilters key={params.toString()} values={values} onApply={apply} />
      {!items && fetching && <Placeholders />}
      {!items && error && (
        <div className={styles.state} role="alert">
          <p className={`${styles.stateTitle} ${styles.error}`}>{t('classes.browse.loadFailed')}</p>
          <Button onClick={() => refetch({ requestPolicy: 'network-only' })}>
            {t('classes.browse.retry')}
          </Button>
        </div>
      )}
      {items?.length === 0 && (
        <div className={styles.state}>
          <p className={styles.stateTitle}>{t('classes.browse.empty')}</p>
          <p className={styles.muted}>{t('classes.browse.emptyBody')}</p>
        </div>
      )}
      {items && items.length > 0 && result && (
        <>
          <p className={styles.count} aria-live="polite">
            {t('classes.browse.results', { count: result.total })}
          </p>
          <ul className={styles.list}>
            {items.map((row) => (
              <li key={row.id}>
                <ClassCard row={row} />
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav className={styles.paging} aria-label={t('classes.browse.page', { page, pages })}>
              <Button disabled={page <= 1} onClick={() => goTo(page - 1)}>
                {t('classes.browse.previous')}
              </Button>
              <span>{t('classes.browse.page', { page, pages })}</span>
              <Button disabled={page >= pages} onClick={() => goTo(page + 1)}>
                {t('classes.browse.next')}
              </Button>
            </nav>
          )}
        </>
      )}
    </PageFrame>
  );
}
