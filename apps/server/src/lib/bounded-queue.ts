// A bounded queue for slow work in this process (AI calls, printing): at most `concurrency`
// run at once, at most `capacity` wait; past that a job is refused at once (the caller answers
// 503 with Retry-After) instead of piling up requests that would all time out.
export class QueueFullError extends Error {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super('Queue full');
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export class BoundedQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** A moving average of how long a job takes, to tell callers when to come back. */
  private averageMs: number;

  readonly concurrency: number;
  readonly capacity: number;

  /** `expectedMs`: how long a job is guessed to take until some have run. */
  constructor(concurrency: number, capacity: number, expectedMs = 5_000) {
    this.concurrency = concurrency;
    this.capacity = capacity;
    this.averageMs = expectedMs;
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
