import { CURRENCY_DECIMALS, formatMoney, type CurrencyCode } from '@ajar/domain';
import { useMemo } from 'react';
import { useQuery } from 'urql';
import { TutorAnalyticsDocument, type TutorAnalyticsQuery } from '../../../gql/graphql';
import { numberFormat } from '../../../shared/format/intl-formats';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import { TutorWorkspace } from '../../tutor-workspace';
import { Button } from '../../../shared/ui/button';
import { BarChartOutlined } from '../../../shared/ui/icons';
import { PageFrame } from '../../../shared/ui/page-frame';
import frame from '../../../shared/ui/page-frame.module.css';
import { SkeletonBlock } from '../../../shared/ui/skeleton/skeleton-block';
import styles from '../components/tutor-files.module.css';
import { WeekChart } from '../components/week-chart';
import { formatWeek } from '../components/week-label';

type Analytics = TutorAnalyticsQuery['getTutorAnalytics'];

function Charts({ analytics }: { analytics: Analytics }) {
  const { t, i18n } = useTranslation();
  const { weeks } = analytics;
  const labels = useMemo(() => weeks.map((week) => formatWeek(week.weekStart)), [weeks]);
  const count = useMemo(() => (value: number) => numberFormat(i18n.language).format(value), [i18n.language]);
  // The axis in major units, compact ("1.2K"): the chart's title names the currency.
  const decimals = CURRENCY_DECIMALS[analytics.currency as CurrencyCode] ?? 0;
  const money = useMemo(
    () => (value: number) =>
      numberFormat(i18n.language, { notation: 'compact', maximumFractionDigits: 1 }).format(
        value / 10 ** decimals,
      ),
    [i18n.language, decimals],
  );
  const percent = useMemo(
    () => (value: number) => `${numberFormat(i18n.language).format(value)}%`,
    [i18n.language],
  );
  const series = useMemo(
    () => ({
      views: weeks.map((week) => week.views),
      bookings: weeks.map((week) => week.bookings),
      earnings: weeks.map((week) => week.earnings),
      conversion: weeks.map((week) => week.conversionPercent ?? null),
    }),
    [weeks],
  );
  const charts = [
    {
      key: 'views',
      title: t('tutorFiles.analytics.views'),
      values: series.views,
      color: '#1677ff',
      bars: true,
      format: count,
    },
    {
      key: 'bookings',
      title: t('tutorFiles.analytics.bookings'),
      values: series.bookings,
      color: '#13a89e',
      bars: true,
      format: count,
    },
    {
      key: 'earnings',
      title: t('tutorFiles.analytics.earnings', { currency: analytics.currency }),
      values: series.earnings,
      color: '#d46b08',
      bars: false,
      format: money,
    },
    {
      key: 'conversion',
      title: t('tutorFiles.analytics.conversion'),
      values: series.conversion,
      color: '#722ed1',
      bars: false,
      format: percent,
    },
  ];
  return (
    <div className={styles.charts}>
      {charts.map((chart) => (
        <WeekChart
          key={chart.key}
          title={chart.title}
          label={t('tutorFiles.analytics.chartLabel', { name: chart.title })}
          weeks={labels}
          values={chart.values}
          color={chart.color}
          bars={chart.bars}
          format={chart.format}
        />
      ))}
    </div>
  );
}

function Numbers({ analytics }: { analytics: Analytics }) {
  const { t, i18n } = useTranslation();
  const country = useCountry();
  const count = (value: number) => numberFormat(i18n.language).format(value);
  return (
    <section className={frame.card} aria-labelledby="analytics-table">
      <h2 id="analytics-table" className={styles.sectionTitle}>
        {t('tutorFiles.analytics.tableTitle')}
      </h2>
      <div className={styles.tableScroll} tabIndex={0} role="region" aria-labelledby="analytics-table">
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('tutorFiles.analytics.week')}</th>
              <th scope="col">{t('tutorFiles.analytics.views')}</th>
              <th scope="col">{t('tutorFiles.analytics.bookings')}</th>
              <th scope="col">{t('tutorFiles.analytics.earnings', { currency: analytics.currency })}</th>
              <th scope="col">{t('tutorFiles.analytics.conversion')}</th>
            </tr>
          </thead>
          <tbody>
            {[...analytics.weeks].reverse().map((week) => (
              <tr key={week.weekStart}>
                <th scope="row">{formatWeek(week.weekStart, 'D MMM YYYY')}</th>
                <td>{count(week.views)}</td>
                <td>{count(week.bookings)}</td>
                <td>{formatMoney(week.earnings, country)}</td>
                <td>
                  {week.conversionPercent === null || week.conversionPercent === undefined
                    ? t('tutorFiles.analytics.noConversion')
                    : `${count(week.conversionPercent)}%`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function AnalyticsBody() {
  const { t } = useTranslation();
  const country = useCountry();
  const [{ data, fetching, error }, refetch] = useQuery({
    query: TutorAnalyticsDocument,
    requestPolicy: 'cache-and-network',
  });
  const analytics = data?.getTutorAnalytics;
  if (!analytics && error && !fetching) {
    return (
      <div className={frame.card} role="alert">
        <p>{t('tutorFiles.analytics.loadFailed')}</p>
        <Button onClick={() => refetch({ requestPolicy: 'network-only' })}>
          {t('tutorFiles.analytics.retry')}
        </Button>
      </div>
    );
  }
  if (!analytics) {
    return (
      <div className={frame.card} aria-busy="true">
        <SkeletonBlock height={180} />
      </div>
    );
  }
  const totals = analytics.weeks.reduce(
    (sum, week) => ({
      views: sum.views + week.views,
      bookings: sum.bookings + week.bookings,
      earnings: sum.earnings + week.earnings,
    }),
    { views: 0, bookings: 0, earnings: 0 },
  );
  if (totals.views === 0 && totals.bookings === 0 && totals.earnings === 0) {
    return (
      <div className={`${frame.card} ${styles.empty}`}>
        <BarChartOutlined />
        <h2 className={styles.sectionTitle}>{t('tutorFiles.analytics.empty')}</h2>
        <p className={styles.muted}>{t('tutorFiles.analytics.emptyBody')}</p>
      </div>
    );
  }
  return (
    <>
      <p className={styles.totals}>
        {t('tutorFiles.analytics.totals', { ...totals, earnings: formatMoney(totals.earnings, country) })}
      </p>
      <section className={frame.card} aria-label={t('tutorFiles.analytics.title')}>
        <Charts analytics={analytics} />
      </section>
      <Numbers analytics={analytics} />
    </>
  );
}

function AnalyticsFrame() {
  const { t } = useTranslation();
  const [{ data }] = useQuery({ query: TutorAnalyticsDocument, requestPolicy: 'cache-first' });
  return (
    <PageFrame
      icon={<BarChartOutlined />}
      title={t('tutorFiles.analytics.title')}
      subtitle={t('tutorFiles.analytics.subtitle', { zone: data?.getTutorAnalytics.timeZone ?? '' })}
    >
      <AnalyticsBody />
    </PageFrame>
  );
}

/** tutor/analytics: the tutor side menu's 'Analytics': the last 12 weeks as charts and a table. */
export function AnalyticsPage() {
  return (
    <RequireSignIn>
      <TutorWorkspace>
        <AnalyticsFrame />
      </TutorWorkspace>
    </RequireSignIn>
  );
}
