import { describe, expect, it } from "vitest";
import { readEventStream } from "./event-stream";

const streamOf = (chunks: ReadonlyArray<string>): Response => {
  const encoder = new TextEncoder();
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        controller.close();
      },
    }),
  );
};

describe("reading server-sent events from fetch (issue #35)", () => {
  it("gives each event's data once, across chunk borders, skipping comments", async () => {
    const seen: string[] = [];
    await readEventStream(
      streamOf(['data: {"unread":1}\n\n: keep-alive\n\nda', 'ta: {"unread":2}\r\n\r', "\ndata: a\ndata: b\n\n"]),
      (data) => seen.push(data),
    );
    expect(seen).toEqual(['{"unread":1}', '{"unread":2}', "a\nb"]);
  });
});
