import { MARKETS, parseMajor } from '@ajar/domain';
import { useState, type FormEvent } from 'react';
import { useQuery } from 'urql';
import { GetClassReferencesDocument } from '../../../gql/graphql';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import { Button } from '../../../shared/ui/button';
import styles from './class-filters.module.css';

/** The browse filters as the address keeps them (so a search can be shared and survives a reload). */
export interface ClassFilterValues {
  readonly q: string;
  readonly subject: string;
  readonly level: string;
  readonly from: string;
  readonly to: string;
  /** The highest price per seat, as typed in the market's major units. */
  readonly max: string;
}

export const FILTER_KEYS = ['q', 'subject', 'level', 'from', 'to', 'max'] as const;

/** The query's variables for these filters (a price the market cannot read is left out). */
export function filterVariables(values: ClassFilterValues, country: keyof typeof MARKETS) {
  const maxPrice = values.max ? parseMajor(values.max, MARKETS[country].currency) : null;
  return {
    keywords: values.q || null,
    subjectPvid: values.subject || null,
    levelPvid: values.level || null,
    fromDate: values.from || null,
    toDate: values.to || null,
    maxPrice,
  };
}

export function ClassFilters({
  values,
  onApply,
}: {
  values: ClassFilterValues;
  onApply: (values: ClassFilterValues) => void;
}) {
  const { t } = useTranslation();
  const country = useCountry();
  const [draft, setDraft] = useState(values);
  const [{ data }] = useQuery({ query: GetClassReferencesDocument, variables: { country } });
  const set = (key: keyof ClassFilterValues) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const empty: ClassFilterValues = { q: '', subject: '', level: '', from: '', to: '', max: '' };
  return (
    <form className={styles.filters} onSubmit={submit} aria-label={t('classes.browse.filters')}>
      <label className={`${styles.field} ${styles.wide}`}>
        {t('classes.browse.keywords')}
        <input className={styles.control} type="search" value={draft.q} onChange={set('q')} maxLength={100} />
      </label>
      <label className={styles.field}>
        {t('classes.browse.subject')}
        <select className={styles.control} value={draft.subject} onChange={set('subject')}>
          <option value="">{t('classes.browse.anySubject')}</option>
          {data?.getProgrammeSubjectList.map((subject) => (
            <option key={subject.pvid} value={subject.pvid}>
              {subject.name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        {t('classes.browse.level')}
        <select className={styles.control} value={draft.level} onChange={set('level')}>
          <option value="">{t('classes.browse.anyLevel')}</option>
          {data?.getProgrammeLevelList.map((level) => (
            <option key={level.pvid} value={level.pvid}>
              {level.curriculumName} · {level.name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        {t('classes.browse.from')}
        <input className={styles.control} type="date" value={draft.from} onChange={set('from')} />
      </label>
      <label className={styles.field}>
        {t('classes.browse.to')}
        <input className={styles.control} type="date" value={draft.to} onChange={set('to')} />
      </label>
      <label className={styles.field}>
        {t('classes.browse.maxPrice')} ({MARKETS[country].symbol})
        <input className={styles.control} inputMode="decimal" value={draft.max} onChange={set('max')} />
      </label>
      <div className={styles.actions}>
        <Button
          onClick={() => {
            setDraft(empty);
            onApply(empty);
          }}
        >
          {t('classes.browse.clear')}
        </Button>
        <Button variant="primary" type="submit">
          {t('classes.browse.apply')}
        </Button>
      </div>
    </form>
  );
}
