export interface PeriodicJob {
  intervalMs: number;
  /** When the first run starts; without it, the first run waits a whole interval. */
  firstRunDelayMs?: number;
  run: () => Promise<void>;
  /** A run's failure; the next tick tries again. Not called for a run that fails because the job is stopping. */
  onFailure: (error: unknown) => void;
  /** Called when stopping, before waiting for the run in progress (to abort it). */
  onStop?: () => void;
}

/**
 * Runs `job.run` every interval, never two runs at once (a tick during a run is skipped). The timers do not keep
 * the process alive. Returns `stop()`, which ends the timers and waits for a run in progress.
 */
export function startPeriodicJob(job: PeriodicJob): () => Promise<void> {
  let running: Promise<void> | undefined;
  let stopped = false;

  const tick = () => {
    if (running || stopped) return;
    running = job
      .run()
      .catch((error: unknown) => {
        if (!stopped) job.onFailure(error);
      })
      .finally(() => {
        running = undefined;
      });
  };

  const timer = setInterval(tick, job.intervalMs);
  timer.unref();
  const first = job.firstRunDelayMs === undefined ? undefined : setTimeout(tick, job.firstRunDelayMs);
  first?.unref();

  return async () => {
    stopped = true;
    clearInterval(timer);
    if (first) clearTimeout(first);
    job.onStop?.();
    await running;
  };
}
