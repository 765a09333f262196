import { readPaging } from "@app/domain/api/paging";
import { pageAnswer } from "./answers";
import type { Answer, ApiCall } from "./fake-api";

/**
 * A list the fake server pages by offset as the API does (`?page=&per_page=`, GUIDE §1). `items` is
 * the list as it is now: a test that changes it between two pages plays a colleague's edit.
 */
export type PagedList<T> = {
  readonly items: T[];
  /** Answers a GET of the list, optionally of the items that pass `filter`. */
  readonly answer: (call: ApiCall, filter?: (item: T) => boolean) => Answer;
};

export const pagedList = <T>(items: T[]): PagedList<T> => ({
  items,
  answer: (call, filter = () => true) => {
    const { page, perPage } = readPaging(call.query.get("page") ?? undefined, call.query.get("per_page") ?? undefined);
    const shown = items.filter(filter);
    return pageAnswer(shown.slice((page - 1) * perPage, page * perPage), {
      page,
      per_page: perPage,
      total: shown.length,
    });
  },
});
