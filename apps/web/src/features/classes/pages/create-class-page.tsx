import { ROLE_CODES } from '@ajar/domain';
import { Result } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import { TutorWorkspace } from '../../tutor-workspace';
import { useSession } from '../../../shared/session/use-session';
import { PlusSquareOutlined } from '../../../shared/ui/icons';
import { PageFrame } from '../../../shared/ui/page-frame';
import frame from '../../../shared/ui/page-frame.module.css';
import { CreateClassForm } from '../components/create-class-form';

function CreateClass() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <PageFrame
      icon={<PlusSquareOutlined />}
      title={t('classes.create.title')}
      subtitle={t('classes.create.subtitle')}
    >
      {user?.role.code === ROLE_CODES.tutor ? (
        <CreateClassForm />
      ) : (
        <Result className={frame.card} status="403" title={t('messages.forbidden')} />
      )}
    </PageFrame>
  );
}

/** {product}-classes/create: the tutor side menu's 'Create class'. */
export function CreateClassPage() {
  return (
    <RequireSignIn>
      <TutorWorkspace>
        <CreateClass />
      </TutorWorkspace>
    </RequireSignIn>
  );
}
