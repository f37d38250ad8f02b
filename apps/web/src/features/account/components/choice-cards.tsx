import type { ComponentType, ReactNode } from 'react';
import styles from './choice-cards.module.css';

export interface Choice<V extends string> {
  readonly value: V;
  readonly title: ReactNode;
  readonly description?: ReactNode;
  readonly icon?: ComponentType;
}

interface ChoiceCardsProps<V extends string> {
  readonly label: string;
  readonly choices: readonly Choice<V>[];
  readonly value: V | null;
  readonly onChange: (value: V) => void;
  readonly disabled?: boolean;
  readonly invalid?: boolean;
}

/** Big tappable radio cards (role and tutor kind at registration). */
export function ChoiceCards<V extends string>({
  label,
  choices,
  value,
  onChange,
  disabled,
  invalid,
}: ChoiceCardsProps<V>) {
  return (
    <div role="radiogroup" aria-label={label} aria-invalid={invalid || undefined} className={styles.group}>
      {choices.map(({ value: choiceValue, title, description, icon: Icon }) => {
        const checked = choiceValue === value;
        return (
          <button
            key={choiceValue}
            type="button"
            role="radio"
            aria-checked={checked}
            disabled={disabled}
            onClick={() => onChange(choiceValue)}
            className={`${styles.card} ${checked ? styles.checked : ''} ${invalid ? styles.invalid : ''}`}
          >
            {Icon && (
              <span className={styles.icon}>
                <Icon />
              </span>
            )}
            <span className={styles.text}>
              <span className={styles.title}>{title}</span>
              {description && <span className={styles.description}>{description}</span>}
            </span>
          </button>
        );
      })}
    </div>
  );
}
