import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from '../i18n/use-translation';
import { formTexts } from './form-texts';
import { translateFormMessage } from './translate-form-message';
import styles from './form-field.module.css';

interface FormFieldProps {
  readonly label?: ReactNode;
  /** The control's id: the label points at it, and its help and extra lines are named after it. */
  readonly htmlFor?: string;
  readonly error?: FieldError;
  /** An error given as the spec's text when there is no react-hook-form FieldError (e.g. a list's). */
  readonly errorMessage?: string;
  readonly required?: boolean;
  readonly extra?: ReactNode;
  readonly children: ReactNode;
}

/** The ids of a field's error and extra lines, for the control's aria-describedby. */
export function fieldDescriptionIds(id: string, hasError: boolean, hasExtra: boolean): string | undefined {
  const ids = [hasError ? `${id}-error` : null, hasExtra ? `${id}-extra` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/**
 * A label (with '(optional)' when not required, as antd's requiredMark="optional"), the control, its
 * error (translated, announced) and help text, laid out like antd's vertical Form.Item, without antd.
 * antd controls inside show their error border when the field has an error.
 */
export function FormField({
  label,
  htmlFor,
  error,
  errorMessage,
  required,
  extra,
  children,
}: FormFieldProps) {
  const { t, i18n } = useTranslation();
  const help = translateFormMessage(t, error?.message ?? errorMessage);
  const classes = [styles.item, help ? styles.invalid : ''].join(' ').trim();
  return (
    <div className={classes}>
      {label !== undefined && label !== null && (
        <div className={styles.label}>
          <label htmlFor={htmlFor}>
            {label}
            {!required && <span className={styles.optional}>{formTexts(i18n.language).optional}</span>}
          </label>
        </div>
      )}
      <div className={styles.control}>
        <div className={styles.controlContent}>{children}</div>
      </div>
      {help && (
        <div
          className={extra ? styles.explain : `${styles.explain} ${styles.explainAlone}`}
          id={htmlFor ? `${htmlFor}-error` : undefined}
        >
          <div role="alert" className={styles.error}>
            {help}
          </div>
        </div>
      )}
      {extra && (
        <div className={styles.extra} id={htmlFor ? `${htmlFor}-extra` : undefined}>
          {extra}
        </div>
      )}
      {help && <div className={styles.marginOffset} />}
    </div>
  );
}
