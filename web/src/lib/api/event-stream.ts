/**
 * Reads a server-sent event stream from a fetch Response (issue #35): unlike EventSource, the request
 * carries the Authorization header as every other API call. Calls `onData` with each event's data
 * (its `data:` lines joined); resolves when the stream ends.
 */
export const readEventStream = async (response: Response, onData: (data: string) => void): Promise<void> => {
  const reader = response.body?.getReader();
  if (reader === undefined) return;
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, "\n");
    for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block
        .split("\n")
        .filter((line) => line.startsWith("data:"))
        .map((line) => line.slice(line.startsWith("data: ") ? 6 : 5))
        .join("\n");
      if (data !== "") onData(data);
    }
  }
};
