/**
 * A TanStack Query notification scheduler that tells components of every query answer waiting in
 * one task, so React draws them in one render.
 *
 * The query library tells a query's components of its answer in a timer task of its own, and each
 * task's updates are one render: a store read through `useSyncExternalStore` is always rendered
 * at once, never in slices. A page reading ten calls whose answers land together (the schedule,
 * the hiring board) drew itself ten times over, each a long task on a phone (Lighthouse TBT:
 * /schedule rendered its page eleven times before it settled, four with this scheduler).
 *
 * Answers that arrive while one such task waits join it, so nothing is told later than the
 * library's own timer would: the batch is still the next timer task after the first answer.
 */
type Notification = () => void;

/** A scheduler for `notifyManager.setScheduler`; start.tsx installs one before the first render. */
export function createCoalescedNotifications(): (notification: Notification) => void {
  let waiting: Notification[] = [];
  const runWaiting = () => {
    const due = waiting;
    waiting = [];
    for (const notify of due) {
      try {
        notify();
      } catch (error) {
        // As the library's own timers would: the error reaches the page's error handler, and the
        // other notifications in the batch still run.
        globalThis.setTimeout(() => {
          throw error;
        });
      }
    }
  };
  return (notification) => {
    waiting.push(notification);
    if (waiting.length === 1) globalThis.setTimeout(runWaiting, 0);
  };
}
