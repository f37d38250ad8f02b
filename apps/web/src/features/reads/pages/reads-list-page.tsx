import {
  articleDetailsPath,
  articleEditPath,
  countryPath,
  EDITABLE_ARTICLE_STATUSES,
  MARKETS,
  READS_ROUTES,
} from '@ajar/domain';
import { Link, useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { GetMyArticlesDocument, SubmitArticleDocument } from '../../../gql/graphql';
import { presentItems } from '../../../shared/api/present-items';
import { showError } from '../../../shared/feedback/toast';
import { formatMarketDate } from '../../../shared/format/market-date';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import { brandedTitle } from '../../../shared/routing/page-meta';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import { ActionLink } from '../../../shared/ui/action-link/action-link';
import { Button } from '../../../shared/ui/button';
import { EditOutlined, FormOutlined } from '../../../shared/ui/icons';
import { PageFrame } from '../../../shared/ui/page-frame';
import { SkeletonBlock } from '../../../shared/ui/skeleton/skeleton-block';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { ArticleBoost } from '../components/article-boost';
import styles from './reads-pages.module.css';
import list from './reads-list-page.module.css';

function MyArticles() {
  const { t } = useTranslation();
  const country = useCountry();
  const navigate = useNavigate();
  const [result, retry] = useQuery({ query: GetMyArticlesDocument, requestPolicy: 'cache-and-network' });
  const [{ fetching }, submit] = useMutation(SubmitArticleDocument);
  const articles = presentItems(result.data?.getMyArticles);
  if (result.error && !articles)
    return (
      <div className={styles.state} role="alert">
        <p>{t('reads.list.loadFailed')}</p>
        <Button onClick={() => retry({ requestPolicy: 'network-only' })}>{t('reads.retry')}</Button>
      </div>
    );
  if (!articles) return <SkeletonBlock width="100%" height={160} />;
  if (articles.length === 0)
    return (
      <div className={styles.state}>
        <p className={styles.stateTitle}>{t('reads.list.empty')}</p>
        <ActionLink to={countryPath(country, READS_ROUTES.create)} variant="primary">
          {t('reads.list.write')}
        </ActionLink>
      </div>
    );
  const onSubmit = async (articlePvid: string) => {
    const answer = await submit({ articlePvid });
    if (answer.error) return void showError(answer.error);
    void navigate(countryPath(country, READS_ROUTES.success));
  };
  return (
    <ul className={styles.cards}>
      {articles.map((article) => {
        const ref = { title: article.title, postId: article.pvid, userId: article.userPvid };
        const editable = EDITABLE_ARTICLE_STATUSES.includes(article.status);
        return (
          <li key={article.pvid} className={list.item} data-testid="my-article">
            <div className={styles.row}>
              <Link to={articleDetailsPath(country, ref)} className={list.title}>
                {article.title}
              </Link>
              <span className={`${list.status} ${list[article.status] ?? ''}`}>
                {t(`reads.status.${article.status}`)}
              </span>
            </div>
            <p className={styles.muted}>
              {t('reads.list.updated', { date: formatMarketDate(article.updatedAt as string, country) })}
              {article.status === 'PUBLISHED' && ` · ${t('reads.card.views', { count: article.views })}`}
            </p>
            {article.status === 'REJECTED' && article.rejectReason && (
              <p className={list.reason}>{t('reads.list.reason', { reason: article.rejectReason })}</p>
            )}
            <div className={styles.links}>
              {editable && (
                <ActionLink to={articleEditPath(country, ref)} icon={<EditOutlined />}>
                  {t('reads.list.edit')}
                </ActionLink>
              )}
              {editable && (
                <Button variant="primary" loading={fetching} onClick={() => void onSubmit(article.pvid)}>
                  {t('reads.list.submit')}
                </Button>
              )}
              {article.status === 'PUBLISHED' && (
                <ArticleBoost articlePvid={article.pvid} title={article.title} />
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** /{country}/reads/list: the tutor's own articles with their status and the team's reason when sent back. */
export function ReadsListPage() {
  const { t } = useTranslation();
  const country = useCountry();
  useDocumentTitle(brandedTitle(t('reads.meta.list.title')));
  return (
    <RequireSignIn>
      <PageFrame
        icon={<FormOutlined />}
        title={t('reads.list.title')}
        subtitle={t('reads.list.subtitle', { country: MARKETS[country].name })}
      >
        <div className={styles.toolbar}>
          <ActionLink
            to={countryPath(country, READS_ROUTES.create)}
            variant="primary"
            icon={<EditOutlined />}
          >
            {t('reads.list.write')}
          </ActionLink>
        </div>
        <MyArticles />
      </PageFrame>
    </RequireSignIn>
  );
}
