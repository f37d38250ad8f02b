import { DownOutlined } from '../../../shared/ui/icons';
import { MarkdownView } from '../markdown/markdown-view';
import { renderInline } from '../markdown/markdown-inline';
import type { HelpQuestion as Question } from '../help/help-topics';
import styles from './help-question.module.css';

/** One question that opens to its answer; `topic` names where it lives when shown among search results. */
export function HelpQuestion({
  question,
  open,
  topic,
}: {
  question: Question;
  open?: boolean;
  topic?: string;
}) {
  return (
    <details className={styles.item} open={open} id={question.id}>
      <summary className={styles.summary}>
        <div className={styles.text}>
          {topic && <span className={styles.topic}>{renderInline(topic)}</span>}
          <h3 className={styles.question}>{renderInline(question.question)}</h3>
        </div>
        <DownOutlined className={styles.chevron} aria-hidden="true" />
      </summary>
      <div className={styles.answer}>
        <MarkdownView blocks={question.answer} />
      </div>
    </details>
  );
}
