/**
 * Zod otherwise probes `new Function` to compile its parsers, which the build's CSP (no eval)
 * reports as a violation; its interpreted parser is all the client needs. Each entry
 * (the app's start, app/start.tsx, and the /ilm frame) imports this module first, before any
 * schema is built or parsed.
 *
 * Zod keeps its settings in `globalThis.__zod_globalConfig`, the object `config()` changes, which
 * its first module to run creates if absent. Setting the flag there, not through `config()`, keeps
 * zod out of the entry: the sign-in page, which parses no answer before the form is used, does not
 * load it for this (the test proves zod reads the flag, whichever runs first).
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;

// A module (imported for its effect), not a script sharing the global scope with others.
export {};
