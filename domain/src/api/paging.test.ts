import { describe, expect, it } from "vitest";
import { readPaging } from "./paging";

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
