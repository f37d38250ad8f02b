import { LoadingOutlined, SearchOutlined } from '../../../shared/ui/icons';
import { SEARCH_INPUT_MAX } from '@ajar/domain';
import { Input, Modal, type InputRef } from 'antd';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { useQuery } from 'urql';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { GlobalSearchDocument } from '../../../gql/graphql';
import { useCountry } from '../../../shared/market/country-context';
import { useIsMobile } from '../../../shared/ui/use-is-mobile';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useSelectedOnOpen } from '../hooks/use-selected-on-open';
import { flattenHits, hitPath } from '../search-hits';
import styles from '../search-overlay.module.css';
import { SearchHitList } from './search-hit-list';
import { SearchPreview } from './search-preview';

/** Long enough to skip a request per keystroke, short enough to feel live. */
export const SEARCH_DEBOUNCE_MS = 250;

interface SearchOverlayProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

/**
 * Spec section 2, "Global search overlay": tutor and content hits (10 each) on the left, a preview of
 * the hovered or selected hit on the right (below on a phone), 'Nothing found for' when both are empty.
 */
export function SearchOverlay({ open, onClose }: SearchOverlayProps) {
  const { t } = useTranslation();
  const country = useCountry();
  const href = useFeatureHref();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const baseId = useId();
  const inputRef = useRef<InputRef>(null);
  const previewRef = useRef<HTMLDivElement>(null);
  const [value, setValue] = useState('');
  const selectedOnOpen = useSelectedOnOpen(open, () => inputRef.current?.input ?? null);
  const keywords = value.trim();
  const settled = useDebouncedValue(keywords, SEARCH_DEBOUNCE_MS);
  const [{ data, fetching, error }] = useQuery({
    query: GlobalSearchDocument,
    variables: { keywords: settled, country },
    pause: settled === '',
  });
  const hits = useMemo(() => (settled === '' ? [] : flattenHits(data?.globalSearch)), [settled, data]);
  // The selection belongs to one search: a new one starts again at its first hit.
  const [selection, setSelection] = useState({ keywords: '', index: 0 });
  const activeIndex = selection.keywords === settled && selection.index < hits.length ? selection.index : 0;
  const active = hits[activeIndex] ?? null;

  const tutorsId = `${baseId}-tutors`;
  const contentsId = `${baseId}-contents`;
  const optionId = (index: number) => `${baseId}-hit-${index}`;
  const waiting = keywords !== settled || fetching;
  const nothingFound = !waiting && !error && settled !== '' && data !== undefined && hits.length === 0;
  const seeAllTutors = href('browseTutors', keywords ? { keywords } : undefined);

  const select = (index: number) => setSelection({ keywords: settled, index });

  const openHit = (index: number) => {
    const item = hits[index];
    if (!item) return;
    onClose();
    void navigate(hitPath(item, country));
  };

  // On a phone the first tap previews the hit and the second opens it; a mouse opens at once.
  const pick = (index: number) => {
    if (isMobile && index !== activeIndex) {
      select(index);
      previewRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
      return;
    }
    openHit(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && hits.length > 0) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      select((activeIndex + step + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (active) openHit(activeIndex);
      else if (keywords) {
        onClose();
        void navigate(seeAllTutors);
      }
    }
  };

  const indexed = hits.map((item, index) => ({ item, index }));
  const tutorItems = indexed.filter(({ item }) => item.kind === 'tutor');
  const contentItems = indexed.filter(({ item }) => item.kind === 'content');

  let body;
  if (keywords === '') {
    body = <p className={styles.status}>{t('searchOverlay.prompt')}</p>;
  } else if (error && !waiting) {
    body = (
      <p className={styles.status} role="alert">
        {t('searchOverlay.failed')}
      </p>
    );
  } else if (nothingFound) {
    body = (
      <p className={styles.status} role="status">
        {t('messages.nothingFoundFor')} <strong>“{settled}”</strong>
      </p>
    );
  } else if (hits.length === 0) {
    body = (
      <p className={styles.status} role="status">
        <LoadingOutlined aria-hidden="true" /> {t('searchOverlay.searching')}
      </p>
    );
  } else {
    body = (
      <div className={styles.panes}>
        <div className={styles.results}>
          <section className={styles.group} aria-labelledby={`${tutorsId}-title`}>
            <div className={styles.groupHead}>
              <h2 id={`${tutorsId}-title`} className={styles.groupTitle}>
                {t('searchOverlay.tutors')}
              </h2>
              <Link to={seeAllTutors} onClick={onClose} className={styles.seeAll}>
                {t('searchOverlay.seeAllTutors')}
              </Link>
            </div>
            <SearchHitList
              id={tutorsId}
              label={t('searchOverlay.tutors')}
              items={tutorItems}
              activeIndex={activeIndex}
              optionId={optionId}
              onPoint={select}
              onPick={pick}
              empty={t('searchOverlay.noTutors')}
            />
          </section>
          <section className={styles.group} aria-labelledby={`${contentsId}-title`}>
            <div className={styles.groupHead}>
              <h2 id={`${contentsId}-title`} className={styles.groupTitle}>
                {t('searchOverlay.contents')}
              </h2>
            </div>
            <SearchHitList
              id={contentsId}
              label={t('searchOverlay.contents')}
              items={contentItems}
              activeIndex={activeIndex}
              optionId={optionId}
              onPoint={select}
              onPick={pick}
              empty={t('searchOverlay.noContents')}
            />
          </section>
        </div>
        <div ref={previewRef} className={styles.previewSlot}>
          <SearchPreview
            item={active}
            country={country}
            to={active ? hitPath(active, country) : seeAllTutors}
            onOpen={onClose}
          />
        </div>
      </div>
    );
  }

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={t('searchOverlay.title')}
      width={isMobile ? '100%' : 1040}
      rootClassName={isMobile ? styles.mobileRoot : styles.desktopRoot}
      classNames={{ header: styles.srOnly, body: styles.body, container: styles.container }}
      closable={{ 'aria-label': t('searchOverlay.close') }}
      afterOpenChange={(isOpen) => {
        // The last query comes back selected (useSelectedOnOpen too, for a phone that waits for a tap).
        if (isOpen) selectedOnOpen.focusSelected();
      }}
    >
      <div className={styles.inputRow}>
        <Input
          ref={inputRef}
          autoFocus
          size="large"
          type="search"
          role="combobox"
          aria-label={t('searchOverlay.label')}
          aria-expanded={hits.length > 0}
          aria-controls={`${tutorsId} ${contentsId}`}
          aria-autocomplete="list"
          aria-activedescendant={active ? optionId(activeIndex) : undefined}
          placeholder={t('searchOverlay.placeholder')}
          maxLength={SEARCH_INPUT_MAX}
          value={value}
          onChange={(event) => setValue(event.target.value.slice(0, SEARCH_INPUT_MAX))}
          onKeyDown={onKeyDown}
          {...selectedOnOpen.handlers}
          prefix={<SearchOutlined aria-hidden="true" className={styles.inputIcon} />}
          suffix={waiting && keywords !== '' ? <LoadingOutlined aria-hidden="true" /> : <span />}
          className={styles.input}
        />
      </div>
      {value.length >= SEARCH_INPUT_MAX && <p className={styles.limit}>{t('messages.searchTooLong')}</p>}
      {!isMobile && hits.length > 0 && (
        <p className={styles.keyboardHint}>{t('searchOverlay.keyboardHint')}</p>
      )}
      {body}
    </Modal>
  );
}
