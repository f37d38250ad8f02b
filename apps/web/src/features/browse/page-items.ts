/** A pager's entries: page numbers, and 'gap' where a run of pages is left out. */
export type PageItem = number | 'gap';

/**
 * The pages a pager lists: the first, the last and the current one with its neighbours, a gap for each
 * run left out. A gap never hides a single page (that page is shown instead), so at most 7 entries.
 */
export function pageItems(current: number, pageCount: number): PageItem[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const page = Math.min(Math.max(current, 1), pageCount);
  let from = Math.max(2, page - 1);
  let to = Math.min(pageCount - 1, page + 1);
  // Near an end, show more pages on the other side so the pager keeps its length.
  if (page <= 4) {
    from = 2;
    to = 5;
  } else if (page >= pageCount - 3) {
    from = pageCount - 4;
    to = pageCount - 1;
  }
  const items: PageItem[] = [1];
  if (from > 2) items.push('gap');
  for (let number = from; number <= to; number += 1) items.push(number);
  if (to < pageCount - 1) items.push('gap');
  items.push(pageCount);
  return items;
}
