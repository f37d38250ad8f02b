import type { PaymentMethod } from '@ajar/domain';
import { Radio } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import styles from './summary-lines.module.css';

/** A checkout's summary: label on the left, amount on the right; a total line stands out. */
export function SummaryLines({ children }: { children: ReactNode }) {
  return <dl className={styles.lines}>{children}</dl>;
}

export function SummaryLine({ label, value, total }: { label: string; value: ReactNode; total?: boolean }) {
  return (
    <div className={total ? `${styles.line} ${styles.total}` : styles.line}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** Methods named in words, in the reader's language (the others are brand names). */
const METHOD_NAME_KEYS = {
  card: 'payment.methods.card',
  va: 'payment.methods.va',
  fpx: 'payment.methods.fpx',
  ach: 'payment.methods.ach',
} as const;

const isNamedInWords = (id: string): id is keyof typeof METHOD_NAME_KEYS => id in METHOD_NAME_KEYS;

/** A payment method's name as the reader reads it. */
export function usePaymentMethodName(): (method: PaymentMethod) => string {
  const { t } = useTranslation();
  return (method) => {
    return isNamedInWords(method.id) ? t(METHOD_NAME_KEYS[method.id]) : method.name;
  };
}

/** The market's payment methods, one to choose. */
export function PaymentMethodChoice({
  methods,
  value,
  onChange,
}: {
  methods: readonly PaymentMethod[];
  value: string | null;
  onChange: (method: string) => void;
}) {
  const nameOf = usePaymentMethodName();
  return (
    <Radio.Group
      className={styles.methods}
      value={value}
      onChange={(event) => onChange(String(event.target.value))}
    >
      {methods.map((option) => (
        <Radio key={option.id} value={option.id}>
          {nameOf(option)}
        </Radio>
      ))}
    </Radio.Group>
  );
}
