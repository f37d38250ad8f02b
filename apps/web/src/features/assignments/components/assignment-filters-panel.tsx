import { FilterOutlined } from '../../../shared/ui/icons';
import { TUTOR_EXPERIENCE_FILTERS, type CountryCode } from '@ajar/domain';
import { Button, Input, Select } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useIsMobile } from '../../../shared/ui/use-is-mobile';
import {
  NO_FILTERS,
  countActiveFilters,
  type AssignmentFilters,
  type ExperienceFilter,
} from '../assignment-filters';
import { experienceLabel } from '../assignment-labels';
import styles from './assignment-filters.module.css';
import type { ReferenceOption } from '../hooks/use-reference-options';
import { PriceFilter } from './price-filter';

interface AssignmentFiltersPanelProps {
  readonly country: CountryCode;
  readonly filters: AssignmentFilters;
  readonly onChange: (next: AssignmentFilters) => void;
  readonly subjects: readonly ReferenceOption[] | null;
  readonly curricula: readonly ReferenceOption[] | null;
}

function FilterSelect<T extends string | number>({
  label,
  placeholder,
  value,
  options,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: T | null;
  options: readonly { value: T; label: string }[] | null;
  onChange: (next: T | null) => void;
}) {
  const id = useId();
  return (
    <div className={styles.filterField}>
      <label htmlFor={id} className={styles.filterLabel}>
        {label}
      </label>
      <Select<T>
        id={id}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        loading={options === null}
        placeholder={placeholder}
        value={value ?? undefined}
        options={options ? [...options] : []}
        onChange={(next) => onChange(next ?? null)}
      />
    </div>
  );
}

/**
 * Spec section 2's public assignment filters: keywords, subject, curriculum, tutor experience (over 1, 2,
 * 3, 5 years) and price. Each change applies at once; on a phone they fold behind a Filters button.
 */
export function AssignmentFiltersPanel({
  country,
  filters,
  onChange,
  subjects,
  curricula,
}: AssignmentFiltersPanelProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const [keywords, setKeywords] = useState(filters.keywords);
  // The applied keywords can change from outside (clear filters, back button): the box follows them.
  const [applied, setApplied] = useState(filters.keywords);
  if (applied !== filters.keywords) {
    setApplied(filters.keywords);
    setKeywords(filters.keywords);
  }
  const keywordsId = useId();
  const active = countActiveFilters(filters);
  const set = (patch: Partial<AssignmentFilters>) => onChange({ ...filters, ...patch });

  const fields = (
    <div className={styles.filterGrid}>
      <div className={`${styles.filterField} ${styles.filterWide}`}>
        <label htmlFor={keywordsId} className={styles.filterLabel}>
          {t('assignments.filters.keywords')}
        </label>
        <Input.Search
          id={keywordsId}
          value={keywords}
          maxLength={100}
          allowClear
          placeholder={t('assignments.filters.keywordsPlaceholder')}
          onChange={(event) => setKeywords(event.target.value)}
          onSearch={(value) => set({ keywords: value })}
        />
      </div>
      <FilterSelect
        label={t('assignments.filters.subject')}
        placeholder={t('assignments.filters.anySubject')}
        value={filters.subject}
        options={subjects}
        onChange={(subject) => set({ subject })}
      />
      <FilterSelect
        label={t('assignments.filters.curriculum')}
        placeholder={t('assignments.filters.anyCurriculum')}
        value={filters.curriculum}
        options={curricula}
        onChange={(curriculum) => set({ curriculum })}
      />
      <FilterSelect<ExperienceFilter>
        label={t('assignments.filters.experience')}
        placeholder={t('assignments.filters.anyExperience')}
        value={filters.experience}
        options={TUTOR_EXPERIENCE_FILTERS.map((years) => ({
          value: years,
          label: experienceLabel(t, years),
        }))}
        onChange={(experience) => set({ experience })}
      />
      <PriceFilter country={country} value={filters.price} onChange={(price) => set({ price })} />
    </div>
  );

  return (
    <section className={styles.filters} aria-label={t('assignments.filters.label')}>
      {isMobile && (
        <Button
          icon={<FilterOutlined />}
          onClick={() => setOpen((shown) => !shown)}
          aria-expanded={open}
          block
        >
          {active > 0
            ? t('assignments.filters.toggleCount', { count: active })
            : t('assignments.filters.toggle')}
        </Button>
      )}
      {(!isMobile || open) && fields}
      {active > 0 && (!isMobile || open) && (
        <Button type="link" className={styles.clear} onClick={() => onChange(NO_FILTERS)}>
          {t('assignments.public.clear')}
        </Button>
      )}
    </section>
  );
}
