/**
 * Resolves in a new task of the event loop, so the work after it is not added to the current one
 * (Lighthouse TBT). `scheduler.yield()` where the browser has it, which resumes
 * ahead of other queued tasks; otherwise a message to itself, which (unlike a timer) is not delayed.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
