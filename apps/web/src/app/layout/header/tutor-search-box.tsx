import { SEARCH_INPUT_MAX } from '@ajar/domain';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';

/** Spec section 2: the drawer's tutor search goes to browse tutors with a keywords query. */
export function TutorSearchBox({ onSearch }: { onSearch?: () => void }) {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const navigate = useNavigate();
  return (
    <Input.Search
      // The drawer leaves about 200 px for text at 375 px: a short hint shows whole, the label says it all.
      placeholder={t('header.tutorSearchHint')}
      aria-label={t('header.tutorSearchPlaceholder')}
      maxLength={SEARCH_INPUT_MAX}
      enterButton
      allowClear
      onSearch={(value) => {
        const keywords = value.trim().slice(0, SEARCH_INPUT_MAX);
        void navigate(href('browseTutors', keywords ? { keywords } : undefined));
        onSearch?.();
      }}
    />
  );
}
