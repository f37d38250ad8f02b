import { useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { CheckboxField } from '../components/fields/checkbox-field';
import { MonthYearField } from '../components/fields/month-year-field';
import styles from '../components/profile-editor.module.css';

/** The period fields an item's form keeps under these names. */
interface DateRangeValues extends FieldValues {
  fromDate: string | null;
  toDate: string | null;
  isPresent: boolean;
}

interface DateRangeFieldsProps<T extends DateRangeValues> {
  readonly control: Control<T>;
  readonly labels: { readonly from: string; readonly to: string; readonly present: string };
}

/** From and to (month and year) and "still there", which leaves the end empty and not required. */
export function DateRangeFields<T extends DateRangeValues>({ control, labels }: DateRangeFieldsProps<T>) {
  const isPresent = useWatch({ control, name: 'isPresent' as FieldPath<T> }) === true;
  return (
    <>
      <div className={styles.formGrid}>
        <MonthYearField control={control} name={'fromDate' as FieldPath<T>} label={labels.from} required />
        <MonthYearField
          control={control}
          name={'toDate' as FieldPath<T>}
          label={labels.to}
          disabled={isPresent}
          required={!isPresent}
        />
      </div>
      <CheckboxField control={control} name={'isPresent' as FieldPath<T>}>
        {labels.present}
      </CheckboxField>
    </>
  );
}
