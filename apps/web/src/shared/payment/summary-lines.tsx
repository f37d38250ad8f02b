import type { PaymentMethod } from '@ajar/domain';
import { Radio } from 'antd';
import type { ReactNode } from 'react';
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
  return (
    <Radio.Group
      className={styles.methods}
      value={value}
      onChange={(event) => onChange(String(event.target.value))}
    >
      {methods.map((option) => (
        <Radio key={option.id} value={option.id}>
          {option.name}
        </Radio>
      ))}
    </Radio.Group>
  );
}
