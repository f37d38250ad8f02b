import { Tag } from 'antd';
import type { DisputeStatus } from '../../../gql/graphql';
import { useTranslation } from '../../../shared/i18n/use-translation';

const COLOURS: Readonly<Record<DisputeStatus, string>> = {
  NEGOTIATING: 'gold',
  ESCALATED: 'purple',
  AGREED: 'green',
  DECIDED: 'blue',
};

export function DisputeStatusTag({ status }: { status: DisputeStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLOURS[status]}>{t(`disputes.statuses.${status}`)}</Tag>;
}
