/**
 * Runs `then` when the browser is idle, or after `timeout` ms at the latest (a browser without
 * requestIdleCallback: after a second). Returns a function that cancels it. For work a page can do
 * without while it comes to life: it then never lengthens a task a visitor's tap would wait behind.
 */
export function whenIdle(then: () => void, timeout = 3000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => then(), { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(then, 1000);
  return () => clearTimeout(id);
}

/** A new task: what comes next does not lengthen the task that ran before (Total Blocking Time). */
export function nextTask(): Promise<void> {
  return new Promise((done) => setTimeout(done, 0));
}
