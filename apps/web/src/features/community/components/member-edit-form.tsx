import { useState, type FormEvent } from 'react';
import { useClient } from 'urql';
import { UpdateCommunityProfileDocument, type CommunityProfileFieldsFragment } from '../../../gql/graphql';
import { describeError, showSuccess } from '../../../shared/feedback/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import styles from './community.module.css';

interface MemberEditFormProps {
  readonly profile: CommunityProfileFieldsFragment;
  readonly onSaved: (profile: CommunityProfileFieldsFragment) => void;
  readonly onCancel: () => void;
}

/** The owner's own community profile: title, about, website and location. */
export function MemberEditForm({ profile, onSaved, onCancel }: MemberEditFormProps) {
  const { t } = useTranslation();
  const client = useClient();
  const [values, setValues] = useState({
    title: profile.title ?? '',
    description: profile.description ?? '',
    website: profile.website ?? '',
    location: profile.location ?? '',
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const answer = await client.mutation(UpdateCommunityProfileDocument, values).toPromise();
    setBusy(false);
    if (answer.error || !answer.data) {
      setError(describeError(answer.error).message);
      return;
    }
    showSuccess(t('community.member.saved'));
    onSaved(answer.data.updateCommunityProfile);
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)}>
      <label>
        {t('community.member.titleField')}
        <input name="title" value={values.title} onChange={set('title')} />
      </label>
      <label>
        {t('community.member.descriptionField')}
        <textarea name="description" value={values.description} onChange={set('description')} />
      </label>
      <label>
        {t('community.member.websiteField')}
        <input name="website" type="url" value={values.website} onChange={set('website')} />
      </label>
      <label>
        {t('community.member.locationField')}
        <input name="location" value={values.location} onChange={set('location')} />
      </label>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.formActions}>
        <Button type="submit" variant="primary" loading={busy}>
          {t('community.member.save')}
        </Button>
        <Button onClick={onCancel}>{t('community.form.cancel')}</Button>
      </div>
    </form>
  );
}
