import type { ParseKeys, TFunction } from 'i18next';
import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';

const TAG = /<(\w+)>(.*?)<\/\1>/gs;

interface TransProps {
  readonly t: TFunction;
  readonly i18nKey: ParseKeys;
  /** The elements that wrap each `<name>…</name>` of the text, by name. */
  readonly components: Readonly<Record<string, ReactElement<{ children?: ReactNode }>>>;
}

/**
 * A text with elements inside it: 'I agree to the <terms>Terms of use</terms>' draws the `terms`
 * component around 'Terms of use'. Tags do not nest; a tag without a component shows its text.
 */
export function Trans({ t, i18nKey, components }: TransProps) {
  const text: string = t(i18nKey);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', inner = ''] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    const component = components[name];
    parts.push(
      component ? (
        cloneElement(component, { key: parts.length }, inner)
      ) : (
        <Fragment key={parts.length}>{inner}</Fragment>
      ),
    );
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
