import { SearchOutlined } from '../../../shared/ui/icons';
import { SEARCH_INPUT_MAX } from '@ajar/domain';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './help-search-box.module.css';

/** The help centre's search field: it filters the questions on the page as the reader types. */
export function HelpSearchBox({ value, onChange }: { value: string; onChange: (query: string) => void }) {
  const { t } = useTranslation();
  return (
    <form className={styles.box} role="search" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor="help-search" className={styles.label}>
        {t('info.help.searchLabel')}
      </label>
      <Input
        id="help-search"
        type="search"
        size="large"
        value={value}
        maxLength={SEARCH_INPUT_MAX}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('info.help.searchPlaceholder')}
        prefix={<SearchOutlined aria-hidden="true" />}
        allowClear
        className={styles.input}
      />
    </form>
  );
}
