import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { pageItems } from '../page-items';
import styles from './pager.module.css';

interface PagerProps {
  readonly page: number;
  readonly pageCount: number;
  /** The query string of another page of the same search ('?page=2&subjects=…'). */
  readonly searchOf: (page: number) => string;
  /** Names the navigation landmark. */
  readonly label: string;
}

/** Pages of results as plain links (each page has its own address), the current one marked. */
export function Pager({ page, pageCount, searchOf, label }: PagerProps) {
  const { t } = useTranslation();
  // A new page starts at its first results, not where the pager was.
  const toTop = () => window.scrollTo({ top: 0 });
  const step = (target: number, name: string, icon: ReactNode, rel: 'prev' | 'next') =>
    target >= 1 && target <= pageCount ? (
      <Link
        to={{ search: searchOf(target) }}
        rel={rel}
        aria-label={name}
        className={styles.item}
        onClick={toTop}
      >
        {icon}
      </Link>
    ) : (
      <span className={`${styles.item} ${styles.disabled}`} aria-hidden="true">
        {icon}
      </span>
    );

  return (
    <nav aria-label={label} className={styles.pager}>
      <ul className={styles.list}>
        <li>
          {step(
            page - 1,
            t('browse.pager.previous'),
            <span className={`${styles.chevron} ${styles.back}`} aria-hidden="true" />,
            'prev',
          )}
        </li>
        {pageItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={{ search: searchOf(item) }}
                aria-label={t('browse.pager.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                className={item === page ? `${styles.item} ${styles.current}` : styles.item}
                onClick={toTop}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {step(
            page + 1,
            t('browse.pager.next'),
            <span className={styles.chevron} aria-hidden="true" />,
            'next',
          )}
        </li>
      </ul>
    </nav>
  );
}
