// A server-sent event stream read over real HTTP with fetch, as a browser's page reads one: each event's data, the
// comment lines (heartbeats) between them, and whether the server ended the stream. The reader can drop the
// connection, as a shopper closing the page does.

export interface EventStream {
  status: number;
  headers: Headers;
  /** The next block of lines as sent (an event, a comment, a `retry:`), blank line left off; null at the end. */
  block(timeoutMs?: number): Promise<string | null>;
  /** The next event's data, parsed as JSON (comments and other blocks passed over); null at the end. */
  next(timeoutMs?: number): Promise<unknown>;
  /** Reads events until one's `status` is the given one; every status seen on the way, that one last. */
  untilStatus(status: string, timeoutMs?: number): Promise<string[]>;
  /** Waits for the server to end the stream; the events it sent before, if any. */
  ended(timeoutMs?: number): Promise<unknown[]>;
  /** How many comment lines (`: keep-alive`) next() has passed over so far. */
  readonly comments: number;
  /** Drops the connection. */
  drop(): void;
}

const DEFAULT_TIMEOUT_MS = 20_000;

export async function openEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: "text/event-stream", ...headers },
    signal: controller.signal,
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  let comments = 0;
  let finished = false;

  /** The next block of the stream up to a blank line; null at its end. */
  async function nextBlock(deadline: number): Promise<string | null> {
    for (;;) {
      const end = buffered.indexOf("\n\n");
      if (end >= 0) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        return block;
      }
      if (finished) return null;
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no event from ${url} in time; so far: ${JSON.stringify(buffered)}`)),
          Math.max(0, deadline - Date.now()),
        );
      });
      try {
        const { value, done } = await Promise.race([reader.read(), timedOut]);
        if (done) finished = true;
        else buffered += value;
      } finally {
        clearTimeout(timer);
      }
    }
  }

  async function next(timeoutMs = DEFAULT_TIMEOUT_MS): Promise<unknown> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const block = await nextBlock(deadline);
      if (block === null) return null;
      const data = block
        .split("\n")
        .filter((line) => {
          if (line.startsWith(":")) comments += 1;
          return line.startsWith("data:");
        })
        .map((line) => line.slice("data:".length).trimStart());
      if (data.length > 0) return JSON.parse(data.join("\n"));
    }
  }

  return {
    status: response.status,
    headers: response.headers,
    block: (timeoutMs = DEFAULT_TIMEOUT_MS) => nextBlock(Date.now() + timeoutMs),
    next,
    async untilStatus(status, timeoutMs = DEFAULT_TIMEOUT_MS) {
      const deadline = Date.now() + timeoutMs;
      const seen: string[] = [];
      for (;;) {
        const event = (await next(Math.max(0, deadline - Date.now()))) as { status: string } | null;
        if (event === null) throw new Error(`the stream ended before ${status}; it said ${seen.join(", ")}`);
        seen.push(event.status);
        if (event.status === status) return seen;
      }
    },
    async ended(timeoutMs = DEFAULT_TIMEOUT_MS) {
      const deadline = Date.now() + timeoutMs;
      const events: unknown[] = [];
      for (;;) {
        const event = await next(Math.max(0, deadline - Date.now()));
        if (event === null) return events;
        events.push(event);
      }
    },
    get comments() {
      return comments;
    },
    drop() {
      controller.abort();
      void reader.cancel().catch(() => {});
    },
  };
}
