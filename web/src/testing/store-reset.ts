/**
 * zustand stores are module singletons: a session paused or a modal left open by one test would
 * greet the next. The setup file wraps zustand's `create` so every store made records its first
 * state here, and each test ends by putting every store back to it (zustand's own testing advice).
 */
const resetters = new Set<() => void>();

export function trackStore<S>(store: {
  getState: () => S;
  setState: (state: S, replace: true) => void;
}) {
  const initial = store.getState();
  resetters.add(() => store.setState(initial, true));
  return store;
}

export function resetStores() {
  for (const reset of resetters) reset();
}
