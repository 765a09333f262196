import { describe, expect, it } from "vitest";
import { itemsOfPages, readPaging } from "./paging";

describe("paging", () => {
  it("defaults, clamps and ignores garbage", () => {
    expect(readPaging(undefined, undefined)).toEqual({ page: 1, perPage: 12 });
    expect(readPaging("3", "5")).toEqual({ page: 3, perPage: 5 });
    expect(readPaging("0", "0")).toEqual({ page: 1, perPage: 1 });
    expect(readPaging("-2", "1000")).toEqual({ page: 1, perPage: 100 });
    expect(readPaging("1e3", "abc")).toEqual({ page: 1, perPage: 12 });
    expect(readPaging(["2"], { x: 1 })).toEqual({ page: 1, perPage: 12 });
    expect(readPaging("99999999999999999999", "7")).toEqual({ page: 1, perPage: 7 });
  });
});

const pageOfIds = (...ids: number[]) => ({ data: ids.map((id) => ({ id, name: `курс ${id}` })) });

describe("itemsOfPages", () => {
  it("lists every page's items in order", () => {
    expect(itemsOfPages([pageOfIds(5, 4), pageOfIds(3, 2)], (c) => c.id).map((c) => c.id)).toEqual([5, 4, 3, 2]);
  });

  it("shows an item once when the list shifted between two pages (a colleague saved a course meanwhile)", () => {
    // Page 1 was [5, 4]; then course 6 was created, so page 2 by offset is [4, 3].
    const items = itemsOfPages([pageOfIds(5, 4), pageOfIds(4, 3)], (c) => c.id);
    expect(items.map((c) => c.id)).toEqual([5, 4, 3]);
  });

  it("keeps the first copy, where the user already saw it", () => {
    const first = { data: [{ id: 1, name: "старое" }] };
    const second = { data: [{ id: 1, name: "новое" }] };
    expect(itemsOfPages([first, second], (c) => c.id)).toEqual([{ id: 1, name: "старое" }]);
  });

  it("is empty before the first page arrives", () => {
    expect(itemsOfPages<{ id: number }>(undefined, (c) => c.id)).toEqual([]);
  });
});
