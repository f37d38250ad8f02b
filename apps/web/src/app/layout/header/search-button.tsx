import { SearchOutlined } from '../../../shared/ui/icons';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { openSearchOverlay } from '../../../features/search-overlay';
import styles from './header.module.css';

/**
 * Opens the global search overlay in place. Named by its (hidden) text rather than aria-label, so that
 * 'Search' as a label belongs to the overlay's search box alone.
 */
export const SearchButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(
  function SearchButton(props, ref) {
    const { t } = useTranslation();
    return (
      <button
        {...props}
        ref={ref}
        type="button"
        className={styles.iconButton}
        aria-haspopup="dialog"
        onClick={(event) => {
          props.onClick?.(event);
          openSearchOverlay();
        }}
      >
        <SearchOutlined aria-hidden="true" />
        <span className={styles.srOnly}>{t('header.search')}</span>
      </button>
    );
  },
);
