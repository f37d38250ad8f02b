import type { CountryCode } from '@ajar/domain';
import { Select } from 'antd';

export interface CountrySelectProps {
  readonly value: CountryCode;
  readonly onChange: (next: CountryCode) => void;
  readonly options: readonly { readonly value: CountryCode; readonly label: string }[];
  readonly label: string;
  readonly className?: string;
}

/** The footer's market picker: antd's Select, in a chunk of its own (country-switcher.tsx loads it). */
export function CountrySelect({ value, onChange, options, label, className }: CountrySelectProps) {
  return (
    <Select<CountryCode>
      value={value}
      onChange={onChange}
      className={className}
      aria-label={label}
      options={options.map((option) => ({ ...option }))}
    />
  );
}
