import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { refreshAfterWrite } from "./refresh-after-write";

/** A list whose answers the test releases one by one, each with what the "server" held when it was asked. */
const slowList = () => {
  let items = ["Учебный отдел"];
  const pending: Array<() => void> = [];
  return {
    write: (item: string) => (items = [...items, item]),
    fetch: () =>
      new Promise<string[]>((resolve) => {
        const answer = [...items];
        pending.push(() => resolve(answer));
      }),
    answerAll: () => pending.splice(0).forEach((answer) => answer()),
    asked: () => pending.length,
  };
};

const clients: QueryClient[] = [];
afterEach(() => clients.splice(0).forEach((client) => client.clear()));

const watched = (list: ReturnType<typeof slowList>) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  clients.push(client);
  const observer = new QueryObserver(client, { queryKey: ["people", "subdivisions"], queryFn: list.fetch });
  const unsubscribe = observer.subscribe(() => undefined);
  return { client, observer, unsubscribe };
};

describe("refreshAfterWrite", () => {
  it("a write made while the list's first load is in flight shows once the list is loaded", async () => {
    const list = slowList();
    const { client, observer, unsubscribe } = watched(list);
    expect(list.asked()).toBe(1); // the first load, asked before the write

    list.write("Подразделение аналитики");
    const refreshed = refreshAfterWrite(client, ["people"]);
    // A second fetch, asked after the write; the first one's late answer is dropped.
    await vi.waitFor(() => expect(list.asked()).toBe(2));
    list.answerAll();
    await refreshed;

    expect(observer.getCurrentResult().data).toEqual(["Учебный отдел", "Подразделение аналитики"]);
    unsubscribe();
  });

  it("plain invalidation keeps the older answer there (why the helper exists)", async () => {
    const list = slowList();
    const { client, observer, unsubscribe } = watched(list);
    list.write("Подразделение аналитики");
    const invalidated = client.invalidateQueries({ queryKey: ["people"] });
    await Promise.resolve();
    expect(list.asked()).toBe(1); // joined to the first load: no fetch after the write
    list.answerAll();
    await invalidated;
    expect(observer.getCurrentResult().data).toEqual(["Учебный отдел"]);
    unsubscribe();
  });
});
