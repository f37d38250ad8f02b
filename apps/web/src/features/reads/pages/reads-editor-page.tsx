import {
  articleEditPath,
  countryPath,
  EDITABLE_ARTICLE_STATUSES,
  parseArticleSegment,
  READS_ROUTES,
} from '@ajar/domain';
import { Link, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { GetArticleDocument, SaveArticleDocument, SubmitArticleDocument } from '../../../gql/graphql';
import { showError, showSuccess } from '../../../shared/feedback/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import { brandedTitle } from '../../../shared/routing/page-meta';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import { EditOutlined } from '../../../shared/ui/icons';
import { PageFrame } from '../../../shared/ui/page-frame';
import { SkeletonBlock } from '../../../shared/ui/skeleton/skeleton-block';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { ArticleForm, type ArticleFormValues } from '../components/article-form';
import styles from './reads-pages.module.css';

const EMPTY = { title: '', body: '', image: null, subject: '', tags: [] as string[] };

function Editor({ articlePvid }: { readonly articlePvid: string | null }) {
  const { t } = useTranslation();
  const country = useCountry();
  const navigate = useNavigate();
  const [loaded] = useQuery({
    query: GetArticleDocument,
    variables: { articlePvid: articlePvid ?? '' },
    pause: !articlePvid,
    requestPolicy: 'network-only',
  });
  const [saving, save] = useMutation(SaveArticleDocument);
  const [submitting, submit] = useMutation(SubmitArticleDocument);
  const article = loaded.data?.getArticle;
  if (articlePvid && loaded.error && !article) return <p role="alert">{t('reads.details.notFound')}</p>;
  if (articlePvid && !article) return <SkeletonBlock width="100%" height={420} />;
  if (article && !EDITABLE_ARTICLE_STATUSES.includes(article.status))
    return <p className={styles.notice}>{t('reads.editor.notEditable')}</p>;

  const store = async (values: ArticleFormValues) => {
    const answer = await save({
      articlePvid,
      title: values.title,
      body: values.body,
      subject: values.subject,
      tags: values.tags,
      ...(values.coverPvid !== undefined ? { coverPvid: values.coverPvid } : {}),
    });
    if (answer.error || !answer.data) {
      showError(answer.error);
      return null;
    }
    return answer.data.saveArticle;
  };
  const onSave = async (values: ArticleFormValues) => {
    const saved = await store(values);
    if (!saved) return;
    showSuccess(t('reads.editor.saved'));
    if (!articlePvid)
      void navigate(
        articleEditPath(country, { title: saved.title, postId: saved.pvid, userId: saved.userPvid }),
        {
          replace: true,
        },
      );
  };
  const onSubmit = async (values: ArticleFormValues) => {
    const saved = await store(values);
    if (!saved) return;
    const answer = await submit({ articlePvid: saved.pvid });
    if (answer.error) {
      showError(answer.error);
      if (!articlePvid)
        void navigate(
          articleEditPath(country, { title: saved.title, postId: saved.pvid, userId: saved.userPvid }),
          {
            replace: true,
          },
        );
      return;
    }
    void navigate(countryPath(country, READS_ROUTES.success));
  };
  return (
    <ArticleForm
      key={article?.pvid ?? 'new'}
      initial={article ?? EMPTY}
      withSubject
      busy={saving.fetching || submitting.fetching}
      saveLabel={t('reads.editor.save')}
      onSave={(values) => void onSave(values)}
      submit={{ label: t('reads.editor.submit'), onSubmit: (values) => void onSubmit(values) }}
    />
  );
}

/** /{country}/reads/create and /{country}/reads/edit/{title}--{postId}--{userId}: a tutor writes an article. */
export function ReadsEditorPage() {
  const { t } = useTranslation();
  const country = useCountry();
  const slug = useParams()['slug'];
  const ref = slug ? parseArticleSegment(slug) : null;
  const editing = slug !== undefined;
  useDocumentTitle(brandedTitle(t(editing ? 'reads.meta.edit.title' : 'reads.meta.create.title')));
  return (
    <RequireSignIn>
      <PageFrame
        icon={<EditOutlined />}
        title={t(editing ? 'reads.editor.editTitle' : 'reads.editor.createTitle')}
        subtitle={t('reads.editor.subtitle')}
      >
        <Link className={styles.back} to={countryPath(country, READS_ROUTES.list)}>
          ← {t('reads.editor.back')}
        </Link>
        {editing && !ref ? (
          <p role="alert">{t('reads.details.notFound')}</p>
        ) : (
          <Editor key={ref?.postId ?? 'new'} articlePvid={ref?.postId ?? null} />
        )}
      </PageFrame>
    </RequireSignIn>
  );
}
