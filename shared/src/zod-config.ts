// In a browser zod would probe `new Function("")` (on the first object schema it builds) to compile its object
// parsers; the store's Content-Security-Policy has no 'unsafe-eval', so that probe is a CSP violation in the
// console (Lighthouse's best-practices "inspector-issues"). Browsers parse with zod's interpreter; the server
// keeps the compiled parsers. Imported first by the shared modules that build schemas before messages.ts runs.
import { z } from "zod";

if ("document" in globalThis) z.config({ jitless: true });
