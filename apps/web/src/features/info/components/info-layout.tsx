import type { InfoPage } from '@ajar/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { CloseCircleFilled } from '../../../shared/ui/icons';
import { useIsMobile } from '../../../shared/ui/use-is-mobile';
import type { InfoDocument } from '../hooks/use-info-document';
import { INFO_GROUP } from '../info-pages';
import { renderInline } from '../markdown/markdown-inline';
import { splitDocument, type SplitDocument } from '../markdown/split-document';
import { InfoNav } from './info-nav';
import { TableOfContents } from './table-of-contents';
import styles from './info-layout.module.css';
import { SkeletonBlock } from '../../../shared/ui/skeleton/skeleton-block';

interface InfoLayoutProps {
  readonly page: InfoPage;
  readonly document: InfoDocument;
  /** Under the title in the page's head (the help centre's search). */
  readonly headExtra?: ReactNode;
  /** Shown above the text whether or not it has loaded (the contact form). */
  readonly before?: ReactNode;
  /** Whether the side lists the page's sections (long pages). */
  readonly withContents?: boolean;
  /** The page's body once its Markdown is loaded; the Markdown's own body by default. */
  readonly children: (doc: SplitDocument) => ReactNode;
}

/**
 * The frame of every information page: a head with the one <h1>, then the text with, on wide screens, the
 * page's sections and the other pages beside it (on a phone the footer lists those pages already).
 */
export function InfoLayout({ page, document, headExtra, before, withContents, children }: InfoLayoutProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const doc = document.status === 'ready' ? splitDocument(document.blocks) : null;

  return (
    <article className={styles.page}>
      <header className={styles.head}>
        <div className={styles.headInner}>
          <p className={styles.eyebrow}>{t(`info.eyebrow.${INFO_GROUP[page]}`)}</p>
          <h1 className={styles.title}>{doc ? renderInline(doc.title) : t(`features.${page}`)}</h1>
          {doc?.lede && <p className={styles.lede}>{renderInline(doc.lede)}</p>}
          {headExtra}
        </div>
      </header>
      <div className={styles.body}>
        {!isMobile && (
          <aside className={styles.side}>
            {doc && withContents && <TableOfContents sections={doc.sections} folded={false} />}
            <InfoNav current={page} />
          </aside>
        )}
        <div className={styles.content}>
          {before}
          {document.status === 'loading' && (
            <div className={styles.skeleton} aria-hidden="true" data-placeholder="">
              {Array.from({ length: 8 }, (_, index) => (
                <SkeletonBlock key={index} width={index === 7 ? '61%' : undefined} />
              ))}
            </div>
          )}
          {document.status === 'failed' && (
            <div className={styles.failed} role="alert">
              <CloseCircleFilled className={styles.failedIcon} />
              <span className={styles.failedText}>{t('info.loadFailed')}</span>
              <Button onClick={document.retry} className={styles.failedAction}>
                {t('info.retry')}
              </Button>
            </div>
          )}
          {doc && withContents && isMobile && <TableOfContents sections={doc.sections} folded />}
          {doc && children(doc)}
        </div>
      </div>
    </article>
  );
}
