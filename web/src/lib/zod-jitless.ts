/**
 * Zod otherwise probes `new Function` to compile its parsers, which the build's CSP (no eval)
 * reports as a violation; its interpreted parser is all the client needs. Each entry
 * (main.tsx, the /ilm frame) imports this module first, before any schema is built or parsed.
 */
import { config } from 'zod';

config({ jitless: true });
