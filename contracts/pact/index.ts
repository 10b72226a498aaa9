/**
 * `@ws/contracts/pact`: what the consumer tests (web/pact) need to write the pact. The
 * expectations are built here, on the consumer's side, from the endpoint table; nothing here
 * knows a provider.
 */
export * from './support/names.ts';
export * from './support/interactions.ts';
export * from './support/expectations.ts';
export * from './support/provider-states.ts';
export { exampleInput, fixtureFile } from './support/example-input.ts';
