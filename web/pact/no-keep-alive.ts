import { Agent, setGlobalDispatcher } from 'undici';
import type { Dispatcher } from 'undici';
import { afterEach, beforeEach } from 'vitest';

/**
 * Every interaction gets a fresh Pact mock server on a random port, and ports get reused. A
 * pooled keep-alive socket would then carry a request to the previous, closed mock server, so
 * the new one "expects but never receives" it. Close each connection after its request instead.
 */
class OneRequestPerConnection extends Agent {
  override dispatch(
    options: Dispatcher.DispatchOptions,
    handler: Dispatcher.DispatchHandlers,
  ): boolean {
    return super.dispatch({ ...options, reset: true }, handler);
  }
}

// A connection closed after its request may not be closed yet when the next test starts (seen
// once in a full run on a loaded machine): each test gets an agent of its own, with no socket of
// the test before, and the previous agent is closed.
let agent = new OneRequestPerConnection();
setGlobalDispatcher(agent);
beforeEach(() => {
  agent = new OneRequestPerConnection();
  setGlobalDispatcher(agent);
});
afterEach(async () => {
  await agent.close();
});
