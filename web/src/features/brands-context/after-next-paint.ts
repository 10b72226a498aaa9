/**
 * Runs `work` once the frame being prepared is on screen: a frame's callbacks run before its
 * paint, the next frame's after it was drawn, and a task queued from there runs after that.
 * Returns what cancels it.
 */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(work, 0);
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
