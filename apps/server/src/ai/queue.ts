// A bounded queue for AI calls in this process: at most `concurrency` run at once, at most
// `capacity` wait; past that a call is refused at once (the caller answers 503 with
// Retry-After) instead of piling up requests that would all time out.
export class QueueFullError extends Error {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super('AI queue full');
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export class BoundedQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** A moving average of how long a call takes, to tell callers when to come back. */
  private averageMs = 5_000;

  readonly concurrency: number;
  readonly capacity: number;

  constructor(concurrency: number, capacity: number) {
    this.concurrency = concurrency;
    this.capacity = capacity;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.capacity) throw new QueueFullError(this.retryAfterSeconds());
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    const started = performance.now();
    try {
      return await task();
    } finally {
      this.averageMs = 0.8 * this.averageMs + 0.2 * (performance.now() - started);
      // The slot passes straight to the next waiting call, so `running` stays as it is.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  /** Seconds until a place is likely free: the queue ahead, drained `concurrency` at a time. */
  retryAfterSeconds(): number {
    const rounds = Math.ceil((this.waiting.length + 1) / this.concurrency);
    return Math.min(120, Math.max(1, Math.ceil((rounds * this.averageMs) / 1000)));
  }

  get size() {
    return { running: this.running, waiting: this.waiting.length };
  }
}
