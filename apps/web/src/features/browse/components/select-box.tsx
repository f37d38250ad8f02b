import type { SelectHTMLAttributes } from 'react';
import { DownOutlined } from '../../../shared/ui/icons';
import styles from './select-box.module.css';

export interface SelectChoice<T extends string | number> {
  readonly value: T;
  readonly label: string;
}

type SelectBoxProps<T extends string | number> = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange' | 'className' | 'children'
> & {
  readonly choices: readonly SelectChoice<T>[];
  readonly value: T;
  readonly onChange: (next: T) => void;
  /** Narrow (the results' sort) instead of the whole width. */
  readonly compact?: boolean;
};

/** A native <select> for one choice (the phone shows its own picker), drawn as our 40 px input box. */
export function SelectBox<T extends string | number>({
  choices,
  value,
  onChange,
  compact,
  ...select
}: SelectBoxProps<T>) {
  return (
    <span className={compact ? `${styles.selectWrap} ${styles.compact}` : styles.selectWrap}>
      <select
        {...select}
        className={styles.select}
        value={String(value)}
        onChange={(event) => {
          const picked = choices.find((choice) => String(choice.value) === event.target.value);
          if (picked) onChange(picked.value);
        }}
      >
        {choices.map((choice) => (
          <option key={String(choice.value)} value={String(choice.value)}>
            {choice.label}
          </option>
        ))}
      </select>
      <DownOutlined className={styles.arrow} aria-hidden="true" />
    </span>
  );
}
