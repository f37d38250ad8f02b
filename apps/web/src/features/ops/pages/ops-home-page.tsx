import {
  OPS_DISPUTES_PATH,
  OPS_ROUTES,
  OPS_STUDY_ROOMS_PATH,
  READS_ROUTES,
  countryPath,
  formatCount,
} from '@ajar/domain';
import { Alert, Skeleton } from 'antd';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { GetStaffConsoleDocument } from '../../../gql/graphql';
import { formatMarketDate } from '../../../shared/format/market-date';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import { OpsFrame } from '../components/ops-frame';
import styles from './ops-pages.module.css';

function ConsoleTiles() {
  const { t } = useTranslation();
  const country = useCountry();
  const [result] = useQuery({ query: GetStaffConsoleDocument, requestPolicy: 'cache-and-network' });
  const figures = result.data?.getStaffConsole;
  if (result.error && !figures) return <Alert type="error" showIcon title={t('messages.fallback')} />;
  if (!figures) return <Skeleton active paragraph={{ rows: 4 }} title={false} />;
  const tiles = [
    { name: t('ops.nav.disputes'), path: OPS_DISPUTES_PATH, figure: null, body: t('ops.home.disputesBody') },
    {
      name: t('ops.nav.reports'),
      path: OPS_ROUTES.reports,
      figure: formatCount(figures.openReports, country),
      body: t('ops.home.openReports'),
    },
    {
      name: t('ops.nav.users'),
      path: OPS_ROUTES.users,
      figure: formatCount(figures.suspendedUsers, country),
      body: t('ops.home.suspendedUsers'),
    },
    {
      name: t('ops.nav.payouts'),
      path: OPS_ROUTES.payouts,
      figure: formatCount(figures.payoutCount, country),
      body: t('ops.home.payouts'),
    },
    {
      name: t('ops.nav.audit'),
      path: OPS_ROUTES.audit,
      figure: figures.lastAuditAt
        ? formatMarketDate(figures.lastAuditAt, country, 'D MMM, HH:mm')
        : t('ops.home.never'),
      body: t('ops.home.lastAudit'),
    },
    {
      name: t('ops.nav.studyRooms'),
      path: OPS_STUDY_ROOMS_PATH,
      figure: null,
      body: t('ops.home.studyRoomsBody'),
    },
    { name: t('ops.nav.reads'), path: READS_ROUTES.ops, figure: null, body: t('ops.home.readsBody') },
  ];
  return (
    <div className={styles.tiles}>
      {tiles.map((tile) => (
        <Link
          key={tile.path}
          to={countryPath(country, tile.path)}
          className={styles.tile}
          aria-label={t('ops.home.open', { name: tile.name })}
        >
          <strong>{tile.name}</strong>
          {tile.figure !== null && <span className={styles.figure}>{tile.figure}</span>}
          <span>{tile.body}</span>
        </Link>
      ))}
    </div>
  );
}

/** /{country}/ops: what needs the team, and a way into each part of the console. */
export function OpsHomePage() {
  const { t } = useTranslation();
  return (
    <OpsFrame title={t('ops.home.title')} subtitle={t('ops.home.subtitle')}>
      <ConsoleTiles />
    </OpsFrame>
  );
}
