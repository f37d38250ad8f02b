import { zodResolver } from '@hookform/resolvers/zod';
import {
  BANK_ACCOUNT_TYPES,
  BANK_CODES_BY_COUNTRY,
  COUNTRY_CODES,
  LEDGER_CURRENCIES,
  MARKETS,
  bankAccountSchema,
  type BankAccountFormValues,
  type BankAccountInput,
  type BankCodeField,
  type CountryCode,
} from '@ajar/domain';
import { Button, Select } from 'antd';
import { useState } from 'react';
import { useController, useForm, type Control, type FieldPath } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useMutation } from 'urql';
import { AddBankAccountDocument } from '../../../gql/graphql';
import { showSuccess } from '../../../shared/feedback/toast';
import { applyServerErrors, type FormError } from '../../../shared/forms/apply-server-errors';
import { FormField } from '../../../shared/forms/form-field';
import { FormFrame } from '../../../shared/forms/form-frame';
import { TextField } from '../../../shared/forms/text-field';
import { FormAlert } from '../../../shared/forms/form-alert';
import frame from '../../../shared/ui/page-frame.module.css';
import styles from '../pages/payout-page.module.css';

/** Every input of the form; the server names its field errors the same way. */
const FIELDS: readonly FieldPath<BankAccountFormValues>[] = [
  'country',
  'currency',
  'accountHolderName',
  'accountNumber',
  'abartn',
  'accountType',
  'bankCode',
  'branchCode',
  'ifscCode',
  'swiftCode',
  'firstLine',
  'city',
  'postCode',
];

function emptyAccount(country: CountryCode): BankAccountFormValues {
  return {
    country,
    currency: MARKETS[country].currency,
    accountHolderName: '',
    accountNumber: '',
    abartn: '',
    accountType: null,
    bankCode: '',
    branchCode: '',
    ifscCode: '',
    swiftCode: '',
    firstLine: '',
    city: '',
    postCode: '',
  };
}

function SelectField({
  control,
  name,
  label,
  options,
  placeholder,
  required,
  onPicked,
}: {
  control: Control<BankAccountFormValues, unknown, BankAccountInput>;
  name: 'country' | 'currency' | 'accountType';
  label: string;
  options: { value: string; label: string }[];
  placeholder?: string;
  required?: boolean;
  onPicked?: (value: string) => void;
}) {
  const { field, fieldState } = useController({ control, name });
  const id = `field-${name}`;
  return (
    <FormField label={label} htmlFor={id} error={fieldState.error} required={required}>
      <Select<string>
        id={id}
        value={field.value ?? undefined}
        placeholder={placeholder}
        options={options}
        showSearch={name === 'country'}
        optionFilterProp="label"
        onChange={(value) => {
          field.onChange(value);
          onPicked?.(value);
        }}
        onBlur={field.onBlur}
        aria-invalid={fieldState.error ? true : undefined}
      />
    </FormField>
  );
}

/** Spec section 3, Bank account: the country decides which codes the bank needs. */
export function BankAccountForm({
  defaultCountry,
  onAdded,
  onCancel,
}: {
  defaultCountry: CountryCode;
  onAdded: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [, addBankAccount] = useMutation(AddBankAccountDocument);
  const [formError, setFormError] = useState<FormError | null>(null);
  const { control, handleSubmit, setError, setValue, watch, formState } = useForm<
    BankAccountFormValues,
    unknown,
    BankAccountInput
  >({
    resolver: zodResolver(bankAccountSchema),
    defaultValues: emptyAccount(defaultCountry),
  });
  const country = watch('country') as CountryCode;
  const rules = BANK_CODES_BY_COUNTRY[country] ?? BANK_CODES_BY_COUNTRY[defaultCountry];
  const codes: readonly BankCodeField[] = [...rules.required, ...rules.optional];

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await addBankAccount(values);
    if (result.data?.addBankAccount.success) {
      showSuccess(t('messages.bankAccountAdded'));
      onAdded();
      return;
    }
    setFormError(applyServerErrors(result.error, setError, FIELDS));
  });

  return (
    <section className={frame.card} aria-labelledby="add-bank-account-title">
      <h2 id="add-bank-account-title" className={styles.sectionTitle}>
        {t('payout.form.title')}
      </h2>
      <p className={frame.muted}>{t('payout.form.hint')}</p>
      <FormAlert message={formError?.message ?? null} />
      <FormFrame onSubmit={onSubmit} label={t('payout.form.label')}>
        <div className={styles.grid}>
          <SelectField
            control={control}
            name="country"
            label={t('payout.form.country')}
            required
            options={COUNTRY_CODES.map((code) => ({ value: code, label: t(`countries.${code}`) }))}
            onPicked={(value) => {
              const market = MARKETS[value as CountryCode];
              if (market) setValue('currency', market.currency);
            }}
          />
          <SelectField
            control={control}
            name="currency"
            label={t('payout.form.currency')}
            required
            options={LEDGER_CURRENCIES.map((code) => ({ value: code, label: code }))}
          />
        </div>
        <TextField
          control={control}
          name="accountHolderName"
          label={t('payout.form.accountHolderName')}
          placeholder={t('payout.form.accountHolderNamePlaceholder')}
          autoComplete="name"
          required
        />
        <div className={styles.grid}>
          {codes.map((code) =>
            code === 'accountType' ? (
              <SelectField
                key={code}
                control={control}
                name="accountType"
                label={t('payout.form.accountType')}
                placeholder={t('payout.form.accountTypePlaceholder')}
                required={rules.required.includes(code)}
                options={BANK_ACCOUNT_TYPES.map((type) => ({
                  value: type,
                  label: t(`payout.form.accountTypes.${type}`),
                }))}
              />
            ) : (
              <TextField
                key={code}
                control={control}
                name={code}
                label={t(`payout.form.${code}`)}
                required={rules.required.includes(code)}
                autoComplete="off"
              />
            ),
          )}
        </div>
        <h3 className={styles.subheading}>{t('payout.form.address')}</h3>
        <TextField
          control={control}
          name="firstLine"
          label={t('payout.form.firstLine')}
          autoComplete="street-address"
          required
        />
        <div className={styles.grid}>
          <TextField
            control={control}
            name="city"
            label={t('payout.form.city')}
            autoComplete="address-level2"
            required
          />
          <TextField
            control={control}
            name="postCode"
            label={t('payout.form.postCode')}
            autoComplete="postal-code"
            required
          />
        </div>
        <div className={styles.formActions}>
          <Button type="primary" htmlType="submit" loading={formState.isSubmitting}>
            {t('payout.form.submit')}
          </Button>
          <Button onClick={onCancel}>{t('payout.form.cancel')}</Button>
        </div>
      </FormFrame>
    </section>
  );
}
