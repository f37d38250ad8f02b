import { MARKETS, type CountryCode } from '@ajar/domain';
import { Input } from 'antd';
import type { ReactNode } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { FormField } from '../../../shared/forms/form-field';
import type { AssignmentFormValues } from '../assignment-form';
import styles from './assignment-form.module.css';

interface PriceRangeFieldProps {
  readonly control: Control<AssignmentFormValues>;
  readonly country: CountryCode;
  readonly extra?: ReactNode;
}

/** The hourly price range in major units of the market's currency: two amounts, one error. */
export function PriceRangeField({ control, country, extra }: PriceRangeFieldProps) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'priceRange' });
  const { symbol } = MARKETS[country];
  const invalid = fieldState.error ? true : undefined;
  const change = (end: 'start' | 'end', text: string) => field.onChange({ ...field.value, [end]: text });
  return (
    <FormField
      label={t('assignments.post.priceRange')}
      htmlFor="field-priceRange-start"
      error={fieldState.error}
      required
      extra={extra}
    >
      <div className={styles.priceInputs}>
        <Input
          id="field-priceRange-start"
          ref={field.ref}
          aria-label={`${t('assignments.post.priceRange')}: ${t('assignments.post.priceFrom')}`}
          prefix={symbol}
          inputMode="decimal"
          value={field.value.start}
          onChange={(event) => change('start', event.target.value)}
          onBlur={field.onBlur}
          aria-invalid={invalid}
        />
        <span className={styles.priceDash} aria-hidden="true">
          –
        </span>
        <Input
          id="field-priceRange-end"
          aria-label={`${t('assignments.post.priceRange')}: ${t('assignments.post.priceTo')}`}
          prefix={symbol}
          inputMode="decimal"
          value={field.value.end}
          onChange={(event) => change('end', event.target.value)}
          onBlur={field.onBlur}
          aria-invalid={invalid}
        />
      </div>
    </FormField>
  );
}
