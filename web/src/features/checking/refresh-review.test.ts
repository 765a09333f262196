import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { REVIEW_KEY, refreshReview, submissionKey } from "./review-queries";

/** A fetch the test answers when it likes, counting how often it was asked. */
const held = <T>(value: T) => {
  let asked = 0;
  const answers: Array<() => void> = [];
  return {
    fetch: () =>
      new Promise<T>((resolve) => {
        asked += 1;
        answers.push(() => resolve(value));
      }),
    answer: () => answers.splice(0).forEach((answer) => answer()),
    asked: () => asked,
  };
};

const clients: QueryClient[] = [];
afterEach(() => clients.splice(0).forEach((client) => client.clear()));

const desk = () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  clients.push(client);
  const queue = held(["work 7", "work 8"]);
  const queueObserver = new QueryObserver(client, { queryKey: [...REVIEW_KEY, "queue", {}], queryFn: queue.fetch });
  const stop = queueObserver.subscribe(() => undefined);
  return { client, queue, stop };
};

describe("refreshReview (issue #34: the next work shows at once after a decision)", () => {
  it("refetches the queue but leaves a neighbour's fetch ahead in flight, and its answer lands", async () => {
    const { client, queue, stop } = desk();
    queue.answer();
    await client.getQueryCache().find({ queryKey: [...REVIEW_KEY, "queue", {}] })?.promise;
    const ahead = held({ id: 8, answer: "print(8)" });
    const prefetch = client.prefetchQuery({ queryKey: submissionKey(8), queryFn: ahead.fetch });

    const refreshed = refreshReview(client);
    ahead.answer();
    await vi.waitFor(() => expect(queue.asked(), "the queue is asked again after the decision").toBe(2));
    queue.answer();
    await prefetch;
    await refreshed;

    expect(client.getQueryData(submissionKey(8)), "the work fetched ahead is there").toEqual({
      id: 8,
      answer: "print(8)",
    });
    expect(ahead.asked(), "and was fetched once").toBe(1);
    stop();
  });

  it("a refused decision (409) refreshes the work it was about, not its neighbours", async () => {
    const client = new QueryClient();
    clients.push(client);
    client.setQueryData(submissionKey(7), { id: 7 });
    client.setQueryData(submissionKey(8), { id: 8 });
    await refreshReview(client, 7);
    expect(client.getQueryState(submissionKey(7))?.isInvalidated).toBe(true);
    expect(client.getQueryState(submissionKey(8))?.isInvalidated).toBe(false);
  });
});
