import { DEFAULT_CITY_FILTER, TIMES_OF_DAY, TUTOR_EXPERIENCE_FILTERS, WEEKDAYS } from '@ajar/domain';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { MIN_RATINGS, type BrowseFilters } from '../browse-filters';
import styles from './browse-form.module.css';
import controlStyles from './filter-controls.module.css';
import { MultiPick } from './multi-pick';
import { PriceField } from './price-field';
import { SelectBox } from './select-box';

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
  /** The days and times of day a tutor teaches (their weekly hours). */
  readonly availability?: boolean;
  readonly loading: boolean;
}

interface FilterPanelProps {
  readonly value: BrowseFilters;
  readonly setup: FilterSetup;
  readonly onChange: (next: BrowseFilters) => void;
  readonly onApply: () => void;
  readonly onReset: () => void;
  /** Keeps Reset and Search in sight at the bottom of a scrolling sheet. */
  readonly stickyActions?: boolean;
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

/**
 * The browse filters (a side column on desktop, a drawer on mobile). Changes stay a draft until
 * 'Search' applies them, so several filters can be set before the list reloads.
 */
export function FilterPanel({
  value,
  setup,
  onChange,
  onApply,
  onReset,
  stickyActions = false,
}: FilterPanelProps) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const id = (name: string) => `${idPrefix}-${name}`;
  const set = <K extends keyof BrowseFilters>(key: K, next: BrowseFilters[K]) =>
    onChange({ ...value, [key]: next });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };

  // The address's choice stays selectable before (or without) the list naming it.
  const cities =
    setup.cities.includes(value.city) || value.city === DEFAULT_CITY_FILTER
      ? setup.cities
      : [value.city, ...setup.cities];
  const categories =
    setup.categories && value.category && !setup.categories.some((option) => option.value === value.category)
      ? [
          ...setup.categories,
          { value: value.category, label: setup.loading ? t('browse.filters.loading') : value.category },
        ]
      : (setup.categories ?? []);

  return (
    <form className={styles.filterForm} onSubmit={submit}>
      {setup.subjects && (
        <MultiPick
          label={t('browse.filters.subject')}
          options={setup.subjects}
          value={value.subjects}
          loading={setup.loading}
          onChange={(next) => set('subjects', next)}
        />
      )}
      {setup.curriculums && (
        <MultiPick
          label={t('browse.filters.curriculum')}
          options={setup.curriculums}
          value={value.curriculums}
          loading={setup.loading}
          onChange={(next) => set('curriculums', next)}
        />
      )}
      {setup.levels && (
        <MultiPick
          label={t('browse.filters.level')}
          options={setup.levels}
          value={value.levels}
          loading={setup.loading}
          onChange={(next) => set('levels', next)}
        />
      )}
      {setup.categories && (
        <Field id={id('category')} label={t(`browse.filters.${setup.categoryLabel ?? 'category'}`)}>
          <SelectBox
            id={id('category')}
            choices={[{ value: '', label: t('browse.filters.any') }, ...categories]}
            value={value.category ?? ''}
            onChange={(next) => set('category', next || null)}
          />
        </Field>
      )}

      <PriceField value={value.price} onChange={(next) => set('price', next)} />

      {setup.availability && (
        <>
          <MultiPick
            label={t('browse.filters.days')}
            options={WEEKDAYS.map((day) => ({ value: day, label: t(`browse.filters.day.${day}`) }))}
            value={value.days}
            loading={false}
            onChange={(next) =>
              set(
                'days',
                WEEKDAYS.filter((day) => next.includes(day)),
              )
            }
          />
          <MultiPick
            label={t('browse.filters.times')}
            options={TIMES_OF_DAY.map((time) => ({ value: time, label: t(`browse.filters.time.${time}`) }))}
            value={value.times}
            loading={false}
            onChange={(next) =>
              set(
                'times',
                TIMES_OF_DAY.filter((time) => next.includes(time)),
              )
            }
          />
        </>
      )}

      {setup.experience && (
        <Field id={id('experience')} label={t('browse.filters.experience')}>
          <SelectBox
            id={id('experience')}
            choices={[
              { value: 0, label: t('browse.filters.experienceAny') },
              ...TUTOR_EXPERIENCE_FILTERS.map((years) => ({
                value: years,
                label: t('browse.filters.experienceOver', { count: years }),
              })),
            ]}
            value={value.experience ?? 0}
            onChange={(next) => set('experience', next > 0 ? next : null)}
          />
        </Field>
      )}

      <Field id={id('city')} label={t('browse.filters.city')}>
        <SelectBox
          id={id('city')}
          choices={[
            { value: DEFAULT_CITY_FILTER, label: t('browse.filters.cityAll') },
            ...cities.map((city) => ({ value: city, label: city })),
          ]}
          value={value.city}
          onChange={(next) => set('city', next)}
        />
      </Field>

      {setup.rating && (
        <Field id={id('rating')} label={t('browse.filters.rating')}>
          <SelectBox
            id={id('rating')}
            choices={[
              { value: 0, label: t('browse.filters.ratingAny') },
              ...MIN_RATINGS.map((rating) => ({
                value: rating,
                label: t('browse.filters.ratingAtLeast', { rating }),
              })),
            ]}
            value={value.rating ?? 0}
            onChange={(next) => set('rating', next > 0 ? next : null)}
          />
        </Field>
      )}

      {setup.testimonial && (
        <label className={controlStyles.checkRow}>
          <input
            type="checkbox"
            className={controlStyles.checkbox}
            checked={value.testimonial}
            onChange={(event) => set('testimonial', event.target.checked)}
          />
          <span>{t('browse.filters.testimonial')}</span>
        </label>
      )}

      <div
        className={stickyActions ? `${styles.filterActions} ${styles.stickyActions}` : styles.filterActions}
      >
        <Button onClick={onReset}>{t('browse.filters.reset')}</Button>
        <Button variant="primary" type="submit">
          {t('browse.filters.apply')}
        </Button>
      </div>
    </form>
  );
}
