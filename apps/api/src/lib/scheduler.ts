import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock.js';

/**
 * Where a job's work runs when several API processes share one database. The scheduler runs every job in every
 * process; what keeps shared work from being done twice is said here and checked in the job list (jobs.ts).
 */
export type JobScope =
  /** This process's own things (its sockets, its listener connection, its heap, its embedded database). */
  | 'per-process'
  /** Shared rows, each taken under a row lock (FOR UPDATE SKIP LOCKED, or FOR UPDATE and checked again): every
   * process may run it at once, no row is done twice. */
  | 'row-locks'
  /** Shared work with no row to take: one process at a time, under a PostgreSQL advisory lock named after the job
   * (SchedulerOptions.exclusive); a process that finds it held skips that run. */
  | 'advisory-lock';

export interface Job {
  /** Unique: in the logs, and the advisory lock's name. */
  name: string;
  everyMs: number;
  scope: JobScope;
  /** The first run this long after start (0: at once); default everyMs. */
  firstAfterMs?: number;
  /** Runs this many times, then never again (a one-shot); default: for ever. */
  maxRuns?: number;
  /** The work. What it answers is logged when not zero: a count, or an object of named counts; anything else not. */
  run(now: Date): Promise<unknown>;
}

export interface SchedulerOptions {
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /**
   * Runs `work` while holding the cross-process lock `name` and answers true, or answers false at once when another
   * process holds it (Database.runExclusive). Not given: one process, `work` just runs.
   */
  exclusive?: (name: string, work: () => Promise<void>) => Promise<boolean>;
}

interface Entry {
  job: Job;
  runs: number;
  /** The run under way, if any: a job never overlaps itself. */
  running: Promise<void> | undefined;
  timers: NodeJS.Timeout[];
}

/**
 * Every periodic piece of work of one API process. `add` jobs (before or after `start`); `start` sets their timers
 * (unref'd: they never keep the process alive); a tick that finds its job still running is skipped, so a job slower
 * than its interval runs again at the first tick after it finished. A failed run is logged and the job goes on at
 * the next tick. `stop` clears the timers and waits for the runs under way.
 */
export class Scheduler {
  private readonly entries = new Map<string, Entry>();
  private started = false;
  private stopped = false;

  constructor(private readonly options: SchedulerOptions) {}

  add(job: Job): this {
    if (this.entries.has(job.name)) throw new Error(`job ${job.name} is already scheduled`);
    if (!(job.everyMs > 0)) throw new Error(`job ${job.name}: everyMs must be positive`);
    const entry: Entry = { job, runs: 0, running: undefined, timers: [] };
    this.entries.set(job.name, entry);
    if (this.started && !this.stopped) this.arm(entry);
    return this;
  }

  /** The jobs, in the order added. */
  get jobs(): readonly Job[] {
    return [...this.entries.values()].map((entry) => entry.job);
  }

  start(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    for (const entry of this.entries.values()) this.arm(entry);
  }

  /**
   * Runs a job now as a tick would (tests, and whoever cannot wait): if it is already running, waits for that run
   * instead of starting another.
   */
  async runNow(name: string): Promise<void> {
    const entry = this.entries.get(name);
    if (!entry) throw new Error(`no job ${name}`);
    await (entry.running ?? this.tick(entry));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const entry of this.entries.values()) {
      for (const timer of entry.timers) clearTimeout(timer);
      entry.timers = [];
    }
    await Promise.all([...this.entries.values()].map((entry) => entry.running));
  }

  private arm(entry: Entry) {
    const { everyMs, firstAfterMs = everyMs } = entry.job;
    const first = setTimeout(() => {
      void this.tick(entry);
      if (this.stopped || this.spent(entry)) return;
      const every = setInterval(() => void this.tick(entry), everyMs);
      every.unref();
      entry.timers.push(every);
    }, firstAfterMs);
    first.unref();
    entry.timers.push(first);
  }

  private spent(entry: Entry) {
    return entry.job.maxRuns !== undefined && entry.runs >= entry.job.maxRuns;
  }

  private tick(entry: Entry): Promise<void> {
    if (entry.running) return entry.running; // still running: this tick is skipped
    if (this.stopped || this.spent(entry)) return Promise.resolve();
    entry.runs += 1;
    if (this.spent(entry)) for (const timer of entry.timers) clearTimeout(timer);
    const { job } = entry;
    const { log, exclusive } = this.options;
    const work = async () => {
      const counts = countsOf(await job.run(this.options.clock.now()));
      if (Object.values(counts).some((n) => n !== 0)) log.info({ job: job.name, ...counts }, `job ${job.name} done`);
    };
    const run = job.scope === 'advisory-lock' && exclusive ? exclusive(job.name, work) : work();
    entry.running = run
      .then(
        () => {},
        (error: unknown) => log.error({ err: error, job: job.name }, `job ${job.name} failed`),
      )
      .finally(() => {
        entry.running = undefined;
      });
    return entry.running;
  }
}

function countsOf(report: unknown): Record<string, number> {
  if (typeof report === 'number') return { done: report };
  if (typeof report !== 'object' || report === null) return {};
  return Object.fromEntries(
    Object.entries(report).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
  );
}
