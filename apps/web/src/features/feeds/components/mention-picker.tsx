import { useQuery } from 'urql';
import { GetFeedMentionsDocument } from '../../../gql/graphql';
import { presentItems } from '../../../shared/api/present-items';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { FeedAvatar } from './feed-avatar';
import styles from './feed-composer.module.css';

export interface PickedMention {
  readonly pvid: string;
  readonly name: string;
}

/** The word being typed after an @ at the caret, or null when the caret is not in a mention. */
export function mentionQuery(text: string, caret: number): string | null {
  const match = /(^|\s)@([^\s@]{0,30})$/.exec(text.slice(0, caret));
  return match ? (match[2] ?? '') : null;
}

/** Replaces the @word before the caret with the person's whole name. */
export function insertMention(text: string, caret: number, name: string): { text: string; caret: number } {
  const before = text.slice(0, caret).replace(/@([^\s@]{0,30})$/, `@${name} `);
  return { text: before + text.slice(caret), caret: before.length };
}

/** The people getFeedMentions offers for the word after @, as buttons under the box. */
export function MentionPicker({
  search,
  onPick,
}: {
  readonly search: string;
  readonly onPick: (mention: PickedMention) => void;
}) {
  const { t } = useTranslation();
  const [{ data }] = useQuery({ query: GetFeedMentionsDocument, variables: { search } });
  const people = presentItems(data?.getFeedMentions) ?? [];
  if (people.length === 0) return null;
  return (
    <ul className={styles.mentions} aria-label={t('feeds.composer.mentionsLabel')}>
      {people.map((person) => {
        const name = `${person.firstName} ${person.lastName}`.trim();
        return (
          <li key={person.pvid}>
            <button
              type="button"
              className={styles.mention}
              aria-label={t('feeds.composer.mention', { name })}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onPick({ pvid: person.pvid, name })}
            >
              <FeedAvatar name={name} avatar={person.avatar} size={24} />
              <span>{name}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
