import { SEARCH_INPUT_MAX } from '@ajar/domain';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { SearchOutlined } from '../../../shared/ui/icons';
import styles from './tutor-search-box.module.css';

/** Spec section 2: the drawer's tutor search goes to browse tutors with a keywords query. */
export function TutorSearchBox({ onSearch }: { onSearch?: () => void }) {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const navigate = useNavigate();
  return (
    <form
      className={styles.searchBox}
      onSubmit={(event) => {
        event.preventDefault();
        const value = new FormData(event.currentTarget).get('keywords');
        const keywords = (typeof value === 'string' ? value : '').trim().slice(0, SEARCH_INPUT_MAX);
        void navigate(href('browseTutors', keywords ? { keywords } : undefined));
        onSearch?.();
      }}
    >
      <input
        type="search"
        name="keywords"
        className={styles.searchInput}
        // The drawer leaves about 200 px for text at 375 px: a short hint shows whole, the label says it all.
        placeholder={t('header.tutorSearchHint')}
        aria-label={t('header.tutorSearchPlaceholder')}
        maxLength={SEARCH_INPUT_MAX}
        enterKeyHint="search"
      />
      <button type="submit" className={styles.searchSubmit} aria-label={t('features.search')}>
        <SearchOutlined />
      </button>
    </form>
  );
}
