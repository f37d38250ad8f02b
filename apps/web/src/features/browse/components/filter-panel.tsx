import {
  DEFAULT_CITY_FILTER,
  formatMoney,
  majorToMinor,
  marketOf,
  TUTOR_EXPERIENCE_FILTERS,
} from '@ajar/domain';
import { Button, Checkbox, Select, Slider } from 'antd';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountry } from '../../../shared/market/country-context';
import { MIN_RATINGS, type BrowseFilters } from '../browse-filters';
import { isFullRange, sliderBounds, type PriceSelection } from '../price-range';
import styles from './browse-form.module.css';

export interface FilterOption {
  readonly value: string;
  readonly label: string;
}

/** Which filters a page offers, with their choices; a list left out hides that filter. */
export interface FilterSetup {
  readonly subjects?: readonly FilterOption[];
  readonly curriculums?: readonly FilterOption[];
  readonly levels?: readonly FilterOption[];
  readonly categories?: readonly FilterOption[];
  readonly categoryLabel?: 'category' | 'counsellingTopic';
  readonly cities: readonly string[];
  readonly experience: boolean;
  readonly rating: boolean;
  readonly testimonial: boolean;
  readonly loading: boolean;
}

interface FilterPanelProps {
  readonly value: BrowseFilters;
  readonly setup: FilterSetup;
  readonly onChange: (next: BrowseFilters) => void;
  readonly onApply: () => void;
  readonly onReset: () => void;
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {label}
      </label>
      {children}
    </div>
  );
}

function MultiSelect({
  id,
  options,
  value,
  loading,
  onChange,
}: {
  id: string;
  options: readonly FilterOption[];
  value: readonly string[];
  loading: boolean;
  onChange: (next: string[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      maxTagCount="responsive"
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('browse.filters.any')}
      options={[...options]}
      value={[...value]}
      loading={loading}
      onChange={onChange}
      className={styles.control}
    />
  );
}

function PriceField({
  value,
  onChange,
}: {
  value: PriceSelection | null;
  onChange: (next: PriceSelection | null) => void;
}) {
  const { t } = useTranslation();
  const country = useCountry();
  const labelId = useId();
  const { min, max, step } = sliderBounds(country);
  const current: PriceSelection = value ?? [min, max];
  const show = (major: number) => formatMoney(majorToMinor(major, marketOf(country).currency), country);
  let summary: string;
  if (isFullRange(current, country)) summary = t('browse.filters.priceAny');
  else if (current[0] <= min) summary = t('browse.filters.priceUpTo', { price: show(current[1]) });
  else if (current[1] >= max) summary = t('browse.filters.priceFrom', { price: show(current[0]) });
  else summary = t('browse.filters.priceBetween', { low: show(current[0]), high: show(current[1]) });

  return (
    <div className={styles.field} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.fieldLabel}>
        {t('browse.filters.price')}
      </span>
      <span className={styles.priceSummary}>{summary}</span>
      <Slider
        range
        min={min}
        max={max}
        step={step}
        value={[current[0], current[1]]}
        ariaLabelForHandle={[t('browse.filters.priceMin'), t('browse.filters.priceMax')]}
        tooltip={{ formatter: (major) => (major === undefined ? '' : show(major)) }}
        onChange={(next: number[]) => {
          const selection: PriceSelection = [next[0] ?? min, next[1] ?? max];
          onChange(isFullRange(selection, country) ? null : selection);
        }}
      />
    </div>
  );
}

/**
 * The browse filters (a side column on desktop, a drawer on mobile). Changes stay a draft until
 * 'Search' applies them, so several filters can be set before the list reloads.
 */
export function FilterPanel({ value, setup, onChange, onApply, onReset }: FilterPanelProps) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const id = (name: string) => `${idPrefix}-${name}`;
  const set = <K extends keyof BrowseFilters>(key: K, next: BrowseFilters[K]) =>
    onChange({ ...value, [key]: next });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };

  return (
    <form className={styles.filterForm} onSubmit={submit}>
      {setup.subjects && (
        <Field id={id('subject')} label={t('browse.filters.subject')}>
          <MultiSelect
            id={id('subject')}
            options={setup.subjects}
            value={value.subjects}
            loading={setup.loading}
            onChange={(next) => set('subjects', next)}
          />
        </Field>
      )}
      {setup.curriculums && (
        <Field id={id('curriculum')} label={t('browse.filters.curriculum')}>
          <MultiSelect
            id={id('curriculum')}
            options={setup.curriculums}
            value={value.curriculums}
            loading={setup.loading}
            onChange={(next) => set('curriculums', next)}
          />
        </Field>
      )}
      {setup.levels && (
        <Field id={id('level')} label={t('browse.filters.level')}>
          <MultiSelect
            id={id('level')}
            options={setup.levels}
            value={value.levels}
            loading={setup.loading}
            onChange={(next) => set('levels', next)}
          />
        </Field>
      )}
      {setup.categories && (
        <Field id={id('category')} label={t(`browse.filters.${setup.categoryLabel ?? 'category'}`)}>
          <Select
            id={id('category')}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('browse.filters.any')}
            options={[...setup.categories]}
            value={value.category ?? undefined}
            loading={setup.loading}
            onChange={(next: string | undefined) => set('category', next ?? null)}
            className={styles.control}
          />
        </Field>
      )}

      <PriceField value={value.price} onChange={(next) => set('price', next)} />

      {setup.experience && (
        <Field id={id('experience')} label={t('browse.filters.experience')}>
          <Select
            id={id('experience')}
            options={[
              { value: 0, label: t('browse.filters.experienceAny') },
              ...TUTOR_EXPERIENCE_FILTERS.map((years) => ({
                value: years,
                label: t('browse.filters.experienceOver', { count: years }),
              })),
            ]}
            value={value.experience ?? 0}
            onChange={(next: number) => set('experience', next > 0 ? next : null)}
            className={styles.control}
          />
        </Field>
      )}

      <Field id={id('city')} label={t('browse.filters.city')}>
        <Select
          id={id('city')}
          showSearch={{ optionFilterProp: 'label' }}
          options={[
            { value: DEFAULT_CITY_FILTER, label: t('browse.filters.cityAll') },
            ...setup.cities.map((city) => ({ value: city, label: city })),
          ]}
          value={value.city}
          loading={setup.loading}
          onChange={(next: string) => set('city', next)}
          className={styles.control}
        />
      </Field>

      {setup.rating && (
        <Field id={id('rating')} label={t('browse.filters.rating')}>
          <Select
            id={id('rating')}
            options={[
              { value: 0, label: t('browse.filters.ratingAny') },
              ...MIN_RATINGS.map((rating) => ({
                value: rating,
                label: t('browse.filters.ratingAtLeast', { rating }),
              })),
            ]}
            value={value.rating ?? 0}
            onChange={(next: number) => set('rating', next > 0 ? next : null)}
            className={styles.control}
          />
        </Field>
      )}

      {setup.testimonial && (
        <Checkbox
          checked={value.testimonial}
          onChange={(event) => set('testimonial', event.target.checked)}
          className={styles.checkbox}
        >
          {t('browse.filters.testimonial')}
        </Checkbox>
      )}

      <div className={styles.filterActions}>
        <Button onClick={onReset}>{t('browse.filters.reset')}</Button>
        <Button type="primary" htmlType="submit">
          {t('browse.filters.apply')}
        </Button>
      </div>
    </form>
  );
}
