// Following a live screen from the browser (decision 0236): the server's
// event stream (GET /events/{stream}, server-sent events) when the browser has EventSource,
// else — and whenever the stream fails for good (a proxy that buffers, an error answer) —
// asking with `poll()` every `pollMs` while the page is visible, trying the stream again now
// and then. Each state is handed to `onState`; a stream's `end` event (the caller may no
// longer see it) calls `onEnd` once and stops everything.

export interface LiveOptions<T> {
  /** The stream's path under /events/, e.g. `running-order/FC-1234`. */
  stream: string;
  onState(state: T): void;
  /** The same state through an API call, for the fallback; null when it could not be read. */
  poll(): Promise<T | null>;
  onEnd?(): void;
  pollMs?: number;
}

const DEFAULT_POLL_MS = 10_000;
/** After the stream failed for good, it is tried again this long after. */
const STREAM_RETRY_MS = 30_000;

/** Starts following; answers the function that stops. */
export function followLive<T>(options: LiveOptions<T>): () => void {
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  let stopped = false;
  let source: EventSource | null = null;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const stopAll = () => {
    stopped = true;
    source?.close();
    source = null;
    clearTimeout(pollTimer);
    clearTimeout(retryTimer);
    document.removeEventListener('visibilitychange', onVisible);
  };

  const poll = async () => {
    clearTimeout(pollTimer);
    if (stopped || source) return;
    if (document.visibilityState === 'visible') {
      const state = await options.poll();
      if (stopped || source) return;
      if (state !== null) options.onState(state);
    }
    pollTimer = setTimeout(() => void poll(), pollMs);
  };

  const openStream = () => {
    if (stopped || typeof EventSource === 'undefined') {
      void poll();
      return;
    }
    const opened = new EventSource(`/events/${options.stream}`);
    source = opened;
    clearTimeout(pollTimer);
    opened.onmessage = (message: MessageEvent<string>) => {
      // The server sends JSON it serialised itself; the stream's state is the poll's answer type.
      const state: T = JSON.parse(message.data);
      options.onState(state);
    };
    opened.addEventListener('end', () => {
      stopAll();
      options.onEnd?.();
    });
    opened.onerror = () => {
      // CONNECTING: the browser reconnects by itself (after the server's `retry:`). CLOSED: for good.
      if (opened.readyState !== EventSource.CLOSED) return;
      source = null;
      void poll();
      retryTimer = setTimeout(openStream, STREAM_RETRY_MS);
    };
  };

  // Back on the page (another app, a locked phone): a polling page asks at once.
  function onVisible() {
    if (document.visibilityState === 'visible' && !source) void poll();
  }
  document.addEventListener('visibilitychange', onVisible);
  openStream();
  return stopAll;
}
