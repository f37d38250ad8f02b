import type { CountryCode } from '@ajar/domain';
import { Repeater } from '@repeaterjs/repeater';
import type { Deps } from '../../deps';
import { fromFeedEvent, type FeedView } from './feeds.shapes';

/**
 * feedChanged: a market's wall as it changes (new threads, replies, vote counts). The wall is public, so
 * the stream is too; each event is a whole thread without any viewer's own vote.
 */
export function feedStream(deps: Deps, country: CountryCode): AsyncIterable<FeedView> {
  return new Repeater<FeedView>(async (push, stop) => {
    const iterator = deps.pubsub.subscribe('feedChanged', country)[Symbol.asyncIterator]();
    void stop.then(() => iterator.return?.());
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      await push(fromFeedEvent(next.value));
    }
    stop();
  });
}
