import { FEED_LINK_REL } from '@ajar/domain';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import styles from './rich-text-editor.module.css';

export interface RichTextEditorProps {
  /** The HTML it starts with (read once). */
  readonly initialHtml: string;
  readonly onChange: (html: string) => void;
  /** The editing area's accessible name. */
  readonly label: string;
}

/**
 * TipTap's editor with the marks and blocks the server keeps (reads-sanitize.ts): headings, bold, italic,
 * lists, quotes, code and links. Its ~100 KB load only here, through lazy-rich-text-editor.tsx.
 */
export default function RichTextEditor({ initialHtml, onChange, label }: RichTextEditorProps) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: {
          openOnClick: false,
          protocols: ['http', 'https', 'mailto'],
          HTMLAttributes: { rel: FEED_LINK_REL, target: '_blank' },
        },
      }),
    ],
    content: initialHtml,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        class: styles.content ?? '',
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      heading: current.isActive('heading', { level: 2 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
    }),
  });
  const tool = (key: keyof typeof active, text: string, run: () => void, glyph: ReactNode) => (
    <button
      type="button"
      className={styles.tool}
      aria-label={text}
      title={text}
      aria-pressed={active[key]}
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
    >
      {glyph}
    </button>
  );
  const chain = () => editor.chain().focus();
  const onLink = () => {
    if (active.link) return chain().unsetLink().run();
    const href = window.prompt(t('reads.editor.linkPrompt'), 'https://')?.trim();
    if (href && /^(https?:\/\/|mailto:)/i.test(href)) chain().extendMarkRange('link').setLink({ href }).run();
  };
  return (
    <div className={styles.editor}>
      <div className={styles.toolbar} role="toolbar" aria-label={label}>
        {tool('bold', t('reads.editor.bold'), () => chain().toggleBold().run(), <b>B</b>)}
        {tool('italic', t('reads.editor.italic'), () => chain().toggleItalic().run(), <i>I</i>)}
        {tool('heading', t('reads.editor.heading'), () => chain().toggleHeading({ level: 2 }).run(), 'H2')}
        {tool('bulletList', t('reads.editor.bulletList'), () => chain().toggleBulletList().run(), '•')}
        {tool('orderedList', t('reads.editor.orderedList'), () => chain().toggleOrderedList().run(), '1.')}
        {tool('blockquote', t('reads.editor.quote'), () => chain().toggleBlockquote().run(), '“')}
        {tool('link', t('reads.editor.link'), onLink, '🔗')}
        <button
          type="button"
          className={styles.tool}
          aria-label={t('reads.editor.undo')}
          title={t('reads.editor.undo')}
          onClick={() => chain().undo().run()}
        >
          ↶
        </button>
        <button
          type="button"
          className={styles.tool}
          aria-label={t('reads.editor.redo')}
          title={t('reads.editor.redo')}
          onClick={() => chain().redo().run()}
        >
          ↷
        </button>
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
