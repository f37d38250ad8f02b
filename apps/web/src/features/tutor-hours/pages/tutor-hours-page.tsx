import { MARKETS, ROLE_CODES, isCountryCode, localDateOf } from '@ajar/domain';
import { useCountry } from '../../../shared/market/country-context';
import { Alert, Result, Skeleton } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useQuery } from 'urql';
import { GetTutorAvailabilityDocument } from '../../../gql/graphql';
import { useProfile } from '../../../shared/session/profile-context';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import { TutorWorkspace } from '../../tutor-workspace';
import { PageFrame } from '../../../shared/ui/page-frame';
import { ScheduleOutlined } from '../../../shared/ui/icons';
import frame from '../../../shared/ui/page-frame.module.css';
import { HoursEditor } from '../components/hours-editor';

function TutorHours() {
  const { t } = useTranslation();
  const { status, profile } = useProfile();
  const country = useCountry();
  const isTutor = profile?.roleCode === ROLE_CODES.tutor;
  const [result] = useQuery({
    query: GetTutorAvailabilityDocument,
    variables: { tutorId: profile?.userPvid ?? '' },
    pause: !isTutor,
    requestPolicy: 'cache-and-network',
  });
  const saved = result.data?.getTutorAvailability;
  const zone = saved?.timeZone ?? '';

  let body;
  if (!profile)
    body =
      status === 'failed' ? (
        <Alert type="error" showIcon title={t('tutorHours.loadFailed')} />
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      );
  else if (!isTutor)
    body = (
      <Result
        className={frame.card}
        status="info"
        icon={<ScheduleOutlined />}
        title={t('tutorHours.notTutorTitle')}
        subTitle={t('tutorHours.notTutorBody')}
      />
    );
  else if (result.error && !saved) body = <Alert type="error" showIcon title={t('tutorHours.loadFailed')} />;
  else if (!saved) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else
    body = (
      <HoursEditor
        saved={saved}
        today={localDateOf(new Date(), saved.timeZone)}
        currency={MARKETS[isCountryCode(profile.country) ? profile.country : country].currency}
      />
    );

  return (
    <PageFrame
      icon={<ScheduleOutlined />}
      title={t('tutorHours.title')}
      subtitle={zone ? t('tutorHours.subtitle', { zone }) : t('tutorHours.meta.description')}
    >
      {body}
    </PageFrame>
  );
}

export function TutorHoursPage() {
  return (
    <RequireSignIn>
      <TutorWorkspace>
        <TutorHours />
      </TutorWorkspace>
    </RequireSignIn>
  );
}
