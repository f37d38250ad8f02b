import { formatDurationHhMm, formatMoney, type CountryCode } from '@ajar/domain';
import { Form, Radio } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';

interface TrialChoiceProps {
  readonly trial: { readonly duration: number; readonly price: number };
  readonly market: CountryCode;
}

/** A first booking may be the tutor's trial lesson instead, at their length and price. */
export function TrialChoice({ trial, market }: TrialChoiceProps) {
  const { t } = useTranslation();
  const price = trial.price === 0 ? t('bookings.dialog.trialFree') : formatMoney(trial.price, market);
  return (
    <Form.Item
      name="kind"
      label={t('bookings.dialog.kind')}
      extra={t('bookings.dialog.trialSummary', { duration: formatDurationHhMm(trial.duration), price })}
    >
      <Radio.Group
        optionType="button"
        options={(['regular', 'trial'] as const).map((kind) => ({
          value: kind,
          label: t(`bookings.dialog.kinds.${kind}`),
        }))}
      />
    </Form.Item>
  );
}
