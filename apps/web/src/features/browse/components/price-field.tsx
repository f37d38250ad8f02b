import { formatMoney, majorToMinor, marketOf } from '@ajar/domain';
import { useId, type CSSProperties } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import { isFullRange, sliderBounds, type PriceSelection } from '../price-range';
import styles from './filter-controls.module.css';
import formStyles from './browse-form.module.css';

interface PriceFieldProps {
  readonly value: PriceSelection | null;
  readonly onChange: (next: PriceSelection | null) => void;
}

/**
 * The price per hour as two native sliders, lowest and highest (arrow keys step, a phone drags them);
 * neither passes the other. The whole range means no price filter (null).
 */
export function PriceField({ value, onChange }: PriceFieldProps) {
  const { t } = useTranslation();
  const country = useCountry();
  const ids = useId();
  const labelId = `${ids}-label`;
  const { min, max, step } = sliderBounds(country);
  const [low, high] = value ?? [min, max];
  const show = (major: number) => formatMoney(majorToMinor(major, marketOf(country).currency), country);
  let summary: string;
  if (isFullRange([low, high], country)) summary = t('browse.filters.priceAny');
  else if (low <= min) summary = t('browse.filters.priceUpTo', { price: show(high) });
  else if (high >= max) summary = t('browse.filters.priceFrom', { price: show(low) });
  else summary = t('browse.filters.priceBetween', { low: show(low), high: show(high) });

  const pick = (selection: PriceSelection) => onChange(isFullRange(selection, country) ? null : selection);
  // Fills the track between the two handles.
  const span = max - min || 1;
  const track = {
    '--low': `${((low - min) / span) * 100}%`,
    '--high': `${((high - min) / span) * 100}%`,
  } as CSSProperties;

  const slider = (which: 'min' | 'max') => {
    const current = which === 'min' ? low : high;
    const id = `${ids}-${which}`;
    return (
      <div className={styles.rangeRow}>
        <label htmlFor={id} className={styles.rangeLabel}>
          <span>{t(which === 'min' ? 'browse.filters.priceMin' : 'browse.filters.priceMax')}</span>
          <span className={styles.rangeValue}>{show(current)}</span>
        </label>
        <input
          id={id}
          type="range"
          className={styles.range}
          style={track}
          min={min}
          max={max}
          step={step}
          value={current}
          aria-valuetext={show(current)}
          onChange={(event) => {
            const next = Number(event.target.value);
            pick(which === 'min' ? [Math.min(next, high), high] : [low, Math.max(next, low)]);
          }}
        />
      </div>
    );
  };

  return (
    <div className={formStyles.field} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={formStyles.fieldLabel}>
        {t('browse.filters.price')}
      </span>
      <span className={formStyles.priceSummary} aria-live="polite">
        {summary}
      </span>
      {slider('min')}
      {slider('max')}
    </div>
  );
}
