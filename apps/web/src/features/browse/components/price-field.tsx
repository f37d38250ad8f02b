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
 * The price per hour as two native sliders, lowest and highest, drawn as two handles on one track (arrow keys
 * step, a phone drags them); neither passes the other. The whole range means no price filter (null).
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
    '--low': (low - min) / span,
    '--high': (high - min) / span,
  } as CSSProperties;

  const slider = (which: 'min' | 'max') => {
    const current = which === 'min' ? low : high;
    return (
      <input
        id={`${ids}-${which}`}
        type="range"
        className={which === 'min' ? `${styles.range} ${styles.rangeLow}` : styles.range}
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
    );
  };
  // Both handles on one track; when they meet at the top end, the lowest must stay reachable on top.
  const lowOnTop = low > (min + max) / 2;

  return (
    <div className={formStyles.field} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={formStyles.fieldLabel}>
        {t('browse.filters.price')}
      </span>
      <span className={formStyles.priceSummary}>{summary}</span>
      <div className={lowOnTop ? `${styles.dual} ${styles.lowOnTop}` : styles.dual} style={track}>
        <span className={styles.dualFill} aria-hidden="true" />
        {slider('min')}
        {slider('max')}
      </div>
      <div className={styles.rangeEnds}>
        <span className={styles.rangeEnd}>
          <label htmlFor={`${ids}-min`}>{t('browse.filters.priceMin')}</label>
          <span className={styles.rangeValue}>{show(low)}</span>
        </span>
        <span className={`${styles.rangeEnd} ${styles.rangeEndHigh}`}>
          <label htmlFor={`${ids}-max`}>{t('browse.filters.priceMax')}</label>
          <span className={styles.rangeValue}>{show(high)}</span>
        </span>
      </div>
    </div>
  );
}
