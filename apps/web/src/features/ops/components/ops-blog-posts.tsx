import { Alert, Button, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import {
  PublishBlogPostDocument,
  SaveBlogPostDocument,
  StaffBlogPostsDocument,
  type StaffBlogPostsQuery,
} from '../../../gql/graphql';
import { presentItems } from '../../../shared/api/present-items';
import { showError, showSuccess } from '../../../shared/feedback/toast';
import { formatMarketDate } from '../../../shared/format/market-date';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import frame from '../../../shared/ui/page-frame.module.css';
import { ArticleForm, type ArticleFormValues } from '../../reads';
import styles from '../pages/ops-pages.module.css';

type Post = NonNullable<StaffBlogPostsQuery['staffBlogPosts'][number]>;
const NEW = { title: '', body: '', image: null, subject: '', tags: [] as string[] };

/** The team's blog of the market: write, change, publish; on the console's reads page. */
export function OpsBlogPosts() {
  const { t } = useTranslation();
  const country = useCountry();
  const [result, refetch] = useQuery({
    query: StaffBlogPostsDocument,
    variables: { country },
    requestPolicy: 'cache-and-network',
  });
  const [saving, save] = useMutation(SaveBlogPostDocument);
  const [{ fetching: publishing }, publish] = useMutation(PublishBlogPostDocument);
  const [editing, setEditing] = useState<Post | 'new' | null>(null);
  const posts = presentItems(result.data?.staffBlogPosts);
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const onSave = async (values: ArticleFormValues) => {
    const blogId = editing && editing !== 'new' ? editing.blogId : null;
    const answer = await save({
      blogId,
      country,
      title: values.title,
      body: values.body,
      tags: values.tags,
      ...(values.coverPvid !== undefined ? { coverPvid: values.coverPvid } : {}),
    });
    if (answer.error) return void showError(answer.error);
    showSuccess(t('ops.blogs.saved'));
    setEditing(null);
    reload();
  };
  const onPublish = async (post: Post) => {
    const answer = await publish({ blogId: post.blogId, published: post.status !== 'PUBLISHED' });
    if (answer.error) return void showError(answer.error);
    reload();
  };
  if (editing)
    return (
      <>
        <Button onClick={() => setEditing(null)} style={{ marginBottom: 12 }}>
          {t('ops.blogs.cancel')}
        </Button>
        <ArticleForm
          key={editing === 'new' ? 'new' : editing.blogId}
          initial={editing === 'new' ? NEW : { ...editing, subject: '' }}
          withSubject={false}
          busy={saving.fetching}
          saveLabel={t('ops.blogs.save')}
          onSave={(values) => void onSave(values)}
        />
      </>
    );
  if (result.error && !posts) return <Alert type="error" showIcon title={t('messages.fallback')} />;
  if (!posts) return <Skeleton active paragraph={{ rows: 4 }} title={false} />;
  return (
    <>
      <Button type="primary" onClick={() => setEditing('new')} style={{ marginBottom: 12 }}>
        {t('ops.blogs.new')}
      </Button>
      {posts.length === 0 && <p className={frame.empty}>{t('ops.blogs.empty')}</p>}
      <ul className={styles.list}>
        {posts.map((post) => (
          <li key={post.blogId} className={frame.card} data-testid="ops-blog-post">
            <div className={styles.row}>
              <strong>{post.title}</strong>
              <Tag color={post.status === 'PUBLISHED' ? 'green' : 'default'}>
                {t(`ops.blogs.status.${post.status}`)}
              </Tag>
            </div>
            <p className={frame.muted}>
              {formatMarketDate(post.updatedAt as string, country, 'D MMM YYYY, HH:mm')}
            </p>
            <div className={styles.row}>
              <Button onClick={() => setEditing(post)}>{t('ops.blogs.edit')}</Button>
              <Button disabled={publishing} onClick={() => void onPublish(post)}>
                {post.status === 'PUBLISHED' ? t('ops.blogs.unpublish') : t('ops.blogs.publish')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
