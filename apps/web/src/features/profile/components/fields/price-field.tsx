import { formatMoney, MARKETS, type CountryCode } from '@ajar/domain';
import { Form, InputNumber, Slider } from 'antd';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { translateFormMessage } from '../../../../shared/forms/translate-form-message';
import { priceInputRules, priceToMinor } from '../../price';
import styles from './price-field.module.css';

interface PriceFieldProps<T extends FieldValues> {
  readonly control: Control<T>;
  readonly name: FieldPath<T>;
  readonly country: CountryCode;
  readonly label: ReactNode;
  /** The market's usual range, in minor units, from getSuggestionPrice. */
  readonly suggestion?: { readonly min: number; readonly max: number } | null;
  readonly compact?: boolean;
}

/**
 * Price per hour in the market's MAJOR units (the form converts to minor units on submit): a slider
 * with the market's range and step, and a number input for an exact amount from the minimum tariff (above
 * the slider too: the domain's price rule refuses what passes the market's maximum, with its message).
 */
export function PriceField<T extends FieldValues>({
  control,
  name,
  country,
  label,
  suggestion,
  compact,
}: PriceFieldProps<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const rules = priceInputRules(country);
  const { currency, symbol } = MARKETS[country];
  const value = typeof field.value === 'number' ? field.value : null;
  const minimumMinor = priceToMinor(rules.minimumTariff, country) ?? 0;
  const id = `field-${name}`;

  const help = translateFormMessage(t, fieldState.error?.message);
  const minimum = t('profile.price.minimum', { price: formatMoney(minimumMinor, country) });
  const extra =
    suggestion && !compact
      ? `${t('profile.price.suggestion', {
          min: formatMoney(suggestion.min, country),
          max: formatMoney(suggestion.max, country),
        })} ${minimum}`
      : minimum;

  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required
      layout="vertical"
      validateStatus={help ? 'error' : undefined}
      help={help}
      extra={extra}
    >
      <div className={compact ? styles.priceRowCompact : styles.priceRow}>
        <Slider
          className={styles.priceSlider}
          min={rules.min}
          max={rules.max}
          step={rules.step}
          value={value ?? rules.min}
          onChange={(next: number) => field.onChange(Math.max(next, rules.minimumTariff))}
          tooltip={{ formatter: (next) => `${symbol} ${next ?? ''}` }}
          ariaLabelForHandle={t('profile.price.slider')}
        />
        <InputNumber
          id={id}
          ref={field.ref}
          className={styles.priceInput}
          value={value}
          min={rules.minimumTariff}
          precision={rules.precision}
          step={rules.step}
          prefix={symbol}
          status={help ? 'error' : undefined}
          onChange={(next) => field.onChange(typeof next === 'number' ? next : null)}
          onBlur={field.onBlur}
          aria-describedby={`${id}-currency`}
        />
        <span id={`${id}-currency`} className={styles.priceUnit}>
          {t('profile.price.perHour', { currency })}
        </span>
      </div>
    </Form.Item>
  );
}
