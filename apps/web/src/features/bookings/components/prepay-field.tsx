import { PREPAID_LESSONS_MAX, PREPAID_LESSONS_MIN, formatMoney, type CountryCode } from '@ajar/domain';
import { Form, Select } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';

const COUNTS = Array.from(
  { length: PREPAID_LESSONS_MAX - PREPAID_LESSONS_MIN + 1 },
  (_, index) => PREPAID_LESSONS_MIN + index,
);

interface PrepayFieldProps {
  readonly tutorName: string;
  readonly market: CountryCode;
  /** One lesson's price (minor units), null until a subject and length are chosen. */
  readonly lessonMinor: number | null;
}

/** Spec section 9: a first booking prepays up to 8 lessons; the student chooses how many. */
export function PrepayField({ tutorName, market, lessonMinor }: PrepayFieldProps) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="numberOfLessons"
      label={t('bookings.dialog.prepay')}
      extra={t('bookings.dialog.prepayHint', { name: tutorName })}
    >
      <Select
        options={COUNTS.map((count) => ({
          value: count,
          label: t('bookings.dialog.prepayOption', {
            count,
            total: lessonMinor === null ? '' : formatMoney(lessonMinor * count, market),
          }),
        }))}
      />
    </Form.Item>
  );
}
