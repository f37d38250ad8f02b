import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EyeInvisibleOutlined, EyeOutlined } from '../ui/icons';
import { fieldDescriptionIds, FormField } from './form-field';
import { formTexts } from './form-texts';
import styles from './text-field.module.css';

interface TextFieldProps<T extends FieldValues> {
  readonly control: Control<T>;
  readonly name: FieldPath<T>;
  readonly label: ReactNode;
  readonly type?: 'text' | 'email' | 'password' | 'tel' | 'url';
  readonly autoComplete?: string;
  readonly placeholder?: string;
  readonly required?: boolean;
  readonly maxLength?: number;
  readonly prefix?: ReactNode;
  readonly extra?: ReactNode;
  readonly multiline?: boolean;
}

const TEXTAREA_MIN_ROWS = 3;
const TEXTAREA_MAX_ROWS = 8;
const LINE_HEIGHT = 22;
const TEXTAREA_CHROME = 18; // 8 px padding and 1 px border, top and bottom

/** Grows a textarea with its text between 3 and 8 lines (antd's autoSize). */
function useAutoHeight(textarea: RefObject<HTMLTextAreaElement | null>, value: string): void {
  useLayoutEffect(() => {
    const element = textarea.current;
    if (!element) return;
    element.style.height = 'auto';
    const min = TEXTAREA_MIN_ROWS * LINE_HEIGHT + TEXTAREA_CHROME;
    const max = TEXTAREA_MAX_ROWS * LINE_HEIGHT + TEXTAREA_CHROME;
    const wanted = element.scrollHeight + 2;
    element.style.height = `${Math.min(max, Math.max(min, wanted))}px`;
  }, [textarea, value]);
}

/** A labelled text input bound to react-hook-form; its error shows under it, translated. No antd. */
export function TextField<T extends FieldValues>({
  control,
  name,
  label,
  type = 'text',
  autoComplete,
  placeholder,
  required,
  maxLength,
  prefix,
  extra,
  multiline,
}: TextFieldProps<T>) {
  const { i18n } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const [revealed, setRevealed] = useState(false);
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const id = `field-${name}`;
  const invalid = !!fieldState.error;
  const value = (field.value as string | null | undefined) ?? '';
  useAutoHeight(textarea, value);
  const common = {
    id,
    name: field.name,
    value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    placeholder,
    maxLength,
    required,
    'aria-invalid': invalid ? true : undefined,
    'aria-describedby': fieldDescriptionIds(id, invalid, !!extra),
  };

  let input: ReactNode;
  if (multiline) {
    input = (
      <div className={styles.textareaBox}>
        <textarea
          {...common}
          ref={(element) => {
            textarea.current = element;
            field.ref(element);
          }}
          rows={TEXTAREA_MIN_ROWS}
          className={`${styles.textarea} ${invalid ? styles.invalid : ''}`}
        />
        {maxLength !== undefined && (
          <span className={styles.count} aria-hidden="true">
            {`${value.length} / ${maxLength}`}
          </span>
        )}
      </div>
    );
  } else {
    const texts = formTexts(i18n.language);
    const password = type === 'password';
    input = (
      <span className={`${styles.affix} ${invalid ? styles.invalid : ''}`}>
        {prefix && <span className={styles.prefix}>{prefix}</span>}
        <input
          {...common}
          ref={field.ref}
          type={password && revealed ? 'text' : type}
          autoComplete={autoComplete}
          className={styles.input}
        />
        {password && (
          <span className={styles.suffix}>
            <button
              type="button"
              className={styles.reveal}
              aria-label={revealed ? texts.hidePassword : texts.showPassword}
              aria-controls={id}
              onClick={() => setRevealed((shown) => !shown)}
            >
              {revealed ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
            </button>
          </span>
        )}
      </span>
    );
  }
  return (
    <FormField label={label} htmlFor={id} error={fieldState.error} required={required} extra={extra}>
      {input}
    </FormField>
  );
}
