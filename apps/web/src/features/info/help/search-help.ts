import { fold, type HelpQuestion, type HelpTopic } from './help-topics';

export interface HelpHit {
  readonly topic: HelpTopic;
  readonly question: HelpQuestion;
}

/** The words of a query, folded; words of one letter say too little to search by. */
export function queryWords(query: string): string[] {
  return fold(query)
    .split(/[^\p{L}\p{N}%]+/u)
    .filter((word) => word.length > 1);
}

/**
 * The questions that contain every word of the query (in the question or its answer, as a word's
 * beginning or anywhere inside it), those whose question itself holds the words first, each group in
 * the page's order. An empty query finds nothing: the page then shows every topic.
 */
export function searchHelp(topics: readonly HelpTopic[], query: string): HelpHit[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const inQuestion: HelpHit[] = [];
  const inAnswer: HelpHit[] = [];
  for (const topic of topics) {
    for (const question of topic.questions) {
      if (!words.every((word) => question.searchText.includes(word))) continue;
      const hit = { topic, question };
      if (words.every((word) => question.questionText.includes(word))) inQuestion.push(hit);
      else inAnswer.push(hit);
    }
  }
  return [...inQuestion, ...inAnswer];
}
