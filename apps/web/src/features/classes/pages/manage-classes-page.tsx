import { Alert, Button, Empty, Skeleton } from 'antd';
import { useQuery } from 'urql';
import { GetMyTutorClassesDocument } from '../../../gql/graphql';
import { presentItems } from '../../../shared/api/present-items';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import { TutorWorkspace } from '../../tutor-workspace';
import { ButtonLink } from '../../../shared/ui/button-link';
import { VideoCameraOutlined } from '../../../shared/ui/icons';
import { PageFrame } from '../../../shared/ui/page-frame';
import frame from '../../../shared/ui/page-frame.module.css';
import { ManagedClass } from '../components/managed-class';

function ManageClasses() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const [{ data, fetching, error }, refetch] = useQuery({
    query: GetMyTutorClassesDocument,
    requestPolicy: 'cache-and-network',
  });
  const classes = presentItems(data?.getMyTutorClasses);
  const reload = () => refetch({ requestPolicy: 'network-only' });
  return (
    <PageFrame
      icon={<VideoCameraOutlined />}
      title={t('classes.manage.title')}
      subtitle={t('classes.manage.subtitle')}
    >
      <div className={frame.toolbar}>
        <span />
        <ButtonLink type="primary" to={href('createClass')}>
          {t('classes.manage.create')}
        </ButtonLink>
      </div>
      {!classes && fetching && <Skeleton active paragraph={{ rows: 6 }} />}
      {!classes && error && (
        <Alert
          className={frame.card}
          type="error"
          showIcon
          title={t('classes.manage.loadFailed')}
          action={<Button onClick={reload}>{t('classes.browse.retry')}</Button>}
        />
      )}
      {classes?.length === 0 && (
        <Empty className={frame.card} description={t('classes.manage.empty')}>
          <p className={frame.muted}>{t('classes.manage.emptyBody')}</p>
        </Empty>
      )}
      {classes?.map((managed) => (
        <ManagedClass key={managed.class.id} managed={managed} onChanged={reload} />
      ))}
    </PageFrame>
  );
}

/** {product}-classes/manage: the tutor side menu's 'Manage classes'. */
export function ManageClassesPage() {
  return (
    <RequireSignIn>
      <TutorWorkspace>
        <ManageClasses />
      </TutorWorkspace>
    </RequireSignIn>
  );
}
