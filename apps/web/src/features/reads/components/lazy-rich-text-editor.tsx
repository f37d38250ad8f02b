import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { SkeletonBlock } from '../../../shared/ui/skeleton/skeleton-block';
import type { RichTextEditorProps } from './rich-text-editor';

// TipTap and ProseMirror (~100 KB gzip) come in their own chunk, fetched when an editor draws: no page that
// does not edit an article carries them, and the editing pages' own first load stays small.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

export function LazyRichTextEditor(props: RichTextEditorProps) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <div aria-busy="true" aria-label={t('reads.editor.bodyLoading')}>
          <SkeletonBlock width="100%" height={320} />
        </div>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
