import { LinkOutlined } from '../../../shared/ui/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { Avatar } from 'antd';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useQuery } from 'urql';
import {
  DeleteMyOtherPlatformsDocument,
  EditorOtherPlatformOptionsDocument,
  UpdateMyOtherPlatformsDocument,
} from '../../../gql/graphql';
import { TextField } from '../../../shared/forms/text-field';
import { SelectField } from '../components/fields/select-field';
import { firstItemField } from '../forms/place-server-errors';
import { platformFormSchema, type PlatformFormValues } from '../forms/platform-form';
import { useProfileMutation } from '../hooks/use-profile-mutation';
import type { MyOtherPlatform, MyProfile } from '../profile-types';
import { failureOf, ItemFormFrame, useItemSave } from './item-form';
import { ListSectionEditor, type ItemFormProps } from './list-section-editor';
import styles from '../components/profile-editor.module.css';

const FORM_ID = 'platform-editor';

/** Other platforms a tutor teaches or publishes on: name and URL (updateOtherPlatform, deleteOtherPlatform). */
export function PlatformsSection({ profile }: { profile: MyProfile }) {
  return (
    <ListSectionEditor
      name="platforms"
      profile={profile}
      renderItem={(entry) => (
        <>
          <Avatar shape="square" size={40} src={entry.icon || undefined} icon={<LinkOutlined />} alt="" />
          <div className={styles.timelineText}>
            <h3 className={styles.itemTitle}>{entry.name}</h3>
            <a href={entry.link} target="_blank" rel="noreferrer noopener" className={styles.platformLink}>
              {entry.link}
            </a>
          </div>
        </>
      )}
      nameOf={(entry) => entry.name}
      deleteDocument={DeleteMyOtherPlatformsDocument}
      formId={FORM_ID}
      renderForm={(props) => <PlatformForm {...props} />}
    />
  );
}

function PlatformForm({ entry, ...dialog }: ItemFormProps<MyOtherPlatform>) {
  const { t } = useTranslation();
  const [{ data, fetching }] = useQuery({ query: EditorOtherPlatformOptionsDocument });
  const [, update] = useProfileMutation(UpdateMyOtherPlatformsDocument);
  const form = useForm<PlatformFormValues>({
    resolver: zodResolver(platformFormSchema),
    defaultValues: { otherPlatformPvid: entry?.otherPlatformPvid ?? '', link: entry?.link ?? '' },
  });
  const { formError, onSubmit } = useItemSave(form, dialog, async (values) =>
    failureOf(
      await update({
        list: [{ pvid: entry?.pvid, otherPlatformPvid: values.otherPlatformPvid, link: values.link }],
      }),
      (field) => firstItemField(field) as FieldPath<PlatformFormValues> | null,
    ),
  );

  return (
    <ItemFormFrame
      id={FORM_ID}
      label={t('profile.sections.platforms')}
      formError={formError}
      onSubmit={onSubmit}
    >
      <SelectField
        control={form.control}
        name="otherPlatformPvid"
        label={t('profile.platforms.name')}
        options={(data?.getOtherPlatformMasterList ?? []).map((platform) => ({
          value: platform.pvid,
          label: platform.name,
        }))}
        loading={fetching}
        required
      />
      <TextField
        control={form.control}
        name="link"
        type="url"
        label={t('profile.platforms.url')}
        placeholder="https://"
        required
      />
    </ItemFormFrame>
  );
}
