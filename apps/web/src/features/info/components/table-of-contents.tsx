import { useTranslation } from '../../../shared/i18n/use-translation';
import { renderInline } from '../markdown/markdown-inline';
import type { SplitDocument } from '../markdown/split-document';
import styles from './table-of-contents.module.css';

/** Links to the page's sections: a list beside the text on wide screens, a fold-out on a phone. */
export function TableOfContents({
  sections,
  folded,
}: {
  sections: SplitDocument['sections'];
  folded: boolean;
}) {
  const { t } = useTranslation();
  if (sections.length < 3) return null;
  const list = (
    <ol className={styles.list}>
      {sections.map((section) => (
        <li key={section.id}>
          <a href={`#${section.id}`}>{renderInline(section.text)}</a>
        </li>
      ))}
    </ol>
  );
  if (folded)
    return (
      <details className={styles.folded}>
        <summary>{t('info.onThisPage')}</summary>
        {list}
      </details>
    );
  return (
    <nav className={styles.toc} aria-label={t('info.onThisPage')}>
      <h2 className={styles.heading}>{t('info.onThisPage')}</h2>
      {list}
    </nav>
  );
}
