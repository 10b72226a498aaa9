import { Agent, setGlobalDispatcher } from 'undici';
import type { Dispatcher } from 'undici';

/**
 * Every interaction gets a fresh Pact mock server on a random port, and ports get reused. A
 * pooled keep-alive socket would then carry a request to the previous, closed mock server, so
 * the new one "expects but never receives" it. Close each connection after its request instead.
 */
class OneRequestPerConnection extends Agent {
  override dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandlers): boolean {
    return super.dispatch({ ...options, reset: true }, handler);
  }
}

setGlobalDispatcher(new OneRequestPerConnection());
