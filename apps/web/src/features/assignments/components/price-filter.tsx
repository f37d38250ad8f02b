import { formatMoney, majorToMinor, MARKETS, type CountryCode } from '@ajar/domain';
import { Slider } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { isFullRange, sliderBounds, type PriceSelection } from '../../browse';
import styles from './assignment-filters.module.css';

interface PriceFilterProps {
  readonly country: CountryCode;
  readonly value: PriceSelection | null;
  readonly onChange: (next: PriceSelection | null) => void;
}

/** The market's price-per-hour slider (spec section 9); the list reloads when a handle is let go. */
export function PriceFilter({ country, value, onChange }: PriceFilterProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const { min, max, step } = sliderBounds(country);
  const [dragging, setDragging] = useState<PriceSelection | null>(null);
  const current: PriceSelection = dragging ?? value ?? [min, max];
  const show = (major: number) => formatMoney(majorToMinor(major, MARKETS[country].currency), country);
  let summary: string;
  if (isFullRange(current, country)) summary = t('assignments.filters.priceAny');
  else if (current[0] <= min) summary = t('assignments.filters.priceUpTo', { price: show(current[1]) });
  else if (current[1] >= max) summary = t('assignments.filters.priceFrom', { price: show(current[0]) });
  else summary = t('assignments.filters.priceBetween', { low: show(current[0]), high: show(current[1]) });
  const selection = (next: number[]): PriceSelection => [next[0] ?? min, next[1] ?? max];

  return (
    <div className={styles.filterField} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.filterLabel}>
        {t('assignments.filters.price')}
        <span className={styles.priceSummary}>{summary}</span>
      </span>
      <Slider
        range
        min={min}
        max={max}
        step={step}
        value={[current[0], current[1]]}
        ariaLabelForHandle={[t('assignments.filters.priceMin'), t('assignments.filters.priceMax')]}
        tooltip={{ formatter: (major) => (major === undefined ? '' : show(major)) }}
        onChange={(next: number[]) => setDragging(selection(next))}
        onChangeComplete={(next: number[]) => {
          setDragging(null);
          const chosen = selection(next);
          onChange(isFullRange(chosen, country) ? null : chosen);
        }}
      />
    </div>
  );
}
