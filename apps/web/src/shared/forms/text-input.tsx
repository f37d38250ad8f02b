import { useLayoutEffect, useRef, useState, type ReactNode, type Ref, type RefObject } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { EyeInvisibleOutlined, EyeOutlined } from '../ui/icons';
import { fieldDescriptionIds, FormField } from './form-field';
import { formTexts } from './form-texts';
import styles from './text-field.module.css';

export interface TextInputProps {
  /** The field's name: the input is `field-<name>`, its error and help lines are named after it. */
  readonly name: string;
  readonly label: ReactNode;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur?: () => void;
  /** The spec's English text of the error (translated when shown), or nothing. */
  readonly error?: string;
  readonly inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
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

/**
 * Text typed into the server-rendered input before the page hydrated (a slow phone, a quick hand) stays in the
 * element while the form's state starts empty: the form adopts it once, instead of wiping it on its next render.
 */
function useAdoptTypedBeforeHydration(
  element: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  value: string,
  onChange: (value: string) => void,
): void {
  const atMount = useRef({ value, onChange });
  useLayoutEffect(() => {
    const typed = element.current?.value;
    if (typed && typed !== atMount.current.value) atMount.current.onChange(typed);
  }, [element]);
}

function assignRef<T>(ref: Ref<T> | undefined, element: T | null): void {
  if (typeof ref === 'function') ref(element);
  else if (ref) ref.current = element;
}

/**
 * A labelled text input whose value and error its owner keeps (no form library); the error shows under it,
 * translated and tied to it by aria-describedby. A password gets a named show/hide button. No antd.
 */
export function TextInput({
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  inputRef,
  type = 'text',
  autoComplete,
  placeholder,
  required,
  maxLength,
  prefix,
  extra,
  multiline,
}: TextInputProps) {
  const { i18n } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const element = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const id = `field-${name}`;
  const invalid = !!error;
  useAutoHeight(textarea, value);
  useAdoptTypedBeforeHydration(element, value, onChange);
  const common = {
    id,
    name,
    value,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    onBlur,
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
          ref={(node) => {
            textarea.current = node;
            element.current = node;
            assignRef(inputRef, node);
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
          ref={(node) => {
            element.current = node;
            assignRef(inputRef, node);
          }}
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
    <FormField label={label} htmlFor={id} errorMessage={error} required={required} extra={extra}>
      {input}
    </FormField>
  );
}
