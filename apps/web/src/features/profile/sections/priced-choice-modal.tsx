import { zodResolver } from '@hookform/resolvers/zod';
import type { CountryCode } from '@ajar/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { OperationResult } from 'urql';
import { showSuccess } from '../../../shared/feedback/toast';
import type { FormError } from '../../../shared/forms/apply-server-errors';
import { FormFrame } from '../../../shared/forms/form-frame';
import { FormAlert } from '../../../shared/forms/form-alert';
import { EditorModal } from '../components/editor-modal';
import { PriceField } from '../components/fields/price-field';
import { SelectField } from '../components/fields/select-field';
import { placeServerErrors } from '../forms/place-server-errors';
import { pricedChoiceFormSchema, type PricedChoiceFormValues } from '../forms/subject-form';
import { usePriceSuggestion } from '../hooks/use-reference-lists';
import { priceToMajor, priceToMinor } from '../price';

export interface ChoiceOption {
  readonly value: string;
  readonly label: string;
}

export interface ChoiceCategory {
  readonly value: string;
  readonly label: string;
  readonly children: readonly ChoiceOption[];
}

interface PricedChoiceModalProps {
  readonly open: boolean;
  readonly formId: string;
  readonly title: string;
  readonly choiceLabel: string;
  readonly country: CountryCode;
  /** Flat options, or categories whose children are the options (non-academic sub-categories). */
  readonly options: readonly ChoiceOption[];
  readonly categories?: readonly ChoiceCategory[];
  readonly categoryLabel?: string;
  readonly loading: boolean;
  readonly initial: { choicePvid: string; pricePerHour: number; category?: string } | null;
  readonly onSave: (choicePvid: string, pricePerHour: number) => Promise<OperationResult>;
  readonly onClose: () => void;
}

/** One subject with one price per hour: counselling subjects and coaching (non-academic) sub-categories. */
export function PricedChoiceModal(props: PricedChoiceModalProps) {
  const [saving, setSaving] = useState(false);
  return (
    <EditorModal
      open={props.open}
      title={props.title}
      formId={props.formId}
      saving={saving}
      onCancel={props.onClose}
    >
      <PricedChoiceForm {...props} onSaving={setSaving} />
    </EditorModal>
  );
}

function PricedChoiceForm({
  formId,
  title,
  choiceLabel,
  country,
  options,
  categories,
  categoryLabel,
  loading,
  initial,
  onSave,
  onClose,
  onSaving,
}: PricedChoiceModalProps & { onSaving: (saving: boolean) => void }) {
  const { t } = useTranslation();
  const suggestion = usePriceSuggestion(country);
  const [formError, setFormError] = useState<FormError | null>(null);
  const { control, handleSubmit, setError, watch, setValue } = useForm<PricedChoiceFormValues>({
    resolver: zodResolver(pricedChoiceFormSchema(country)),
    defaultValues: {
      category: initial?.category ?? null,
      choicePvid: initial?.choicePvid ?? '',
      price: initial ? priceToMajor(initial.pricePerHour, country) : null,
    },
  });
  const category = watch('category');
  const choices = categories
    ? (categories.find((entry) => entry.value === category)?.children ?? [])
    : options;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    onSaving(true);
    const result = await onSave(values.choicePvid, priceToMinor(values.price, country) ?? 0);
    onSaving(false);
    if (result.error) {
      setFormError(
        placeServerErrors(result.error, setError, (field) => {
          if (field.endsWith('pricePerHour')) return 'price';
          if (field.endsWith('Pvid')) return 'choicePvid';
          return null;
        }),
      );
      return;
    }
    showSuccess(t('profile.common.saved'));
    onClose();
  });

  return (
    <>
      <FormAlert message={formError?.message ?? null} />
      <FormFrame id={formId} onSubmit={onSubmit} label={title}>
        {categories && (
          <SelectField
            control={control}
            name="category"
            label={categoryLabel}
            options={categories.map(({ value, label }) => ({ value, label }))}
            loading={loading}
            onPicked={() => setValue('choicePvid', '')}
            required
          />
        )}
        <SelectField
          control={control}
          name="choicePvid"
          label={choiceLabel}
          options={choices.map(({ value, label }) => ({ value, label }))}
          loading={loading}
          required
        />
        <PriceField
          control={control}
          name="price"
          country={country}
          label={t('profile.price.label')}
          suggestion={suggestion}
        />
      </FormFrame>
    </>
  );
}
