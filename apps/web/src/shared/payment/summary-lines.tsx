import { PAYMENT_METHOD_NAMES_ID, type PaymentMethod } from '@ajar/domain';
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

/** A payment method's name as the reader reads it. */
export function usePaymentMethodName(): (method: PaymentMethod) => string {
  const { i18n } = useTranslation();
  return (method) =>
    i18n.language === 'id' ? (PAYMENT_METHOD_NAMES_ID[method.id] ?? method.name) : method.name;
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
