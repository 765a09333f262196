/** One page of an offset-paged list, as every `{ data, meta }` answer of the API has it. */
type Page<T> = { readonly data: ReadonlyArray<T> };

/**
 * The items of an offset-paged list ("Показать ещё"), each once, where it was first shown.
 *
 * Pages are asked for by offset while other people change the list: a course saved by a colleague
 * moves to the top, so the next page starts one item earlier and repeats the last item already
 * shown. Without this a card appeared twice (and React saw two children with one key).
 */
export const itemsOfPages = <T>(
  pages: ReadonlyArray<Page<T>> | undefined,
  keyOf: (item: T) => string | number,
): T[] => {
  const seen = new Set<string | number>();
  const items: T[] = [];
  for (const page of pages ?? []) {
    for (const item of page.data) {
      const key = keyOf(item);
      if (seen.has(key)) continue;
      seen.add(key);
      items.push(item);
    }
  }
  return items;
};
