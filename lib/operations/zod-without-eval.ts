import { z } from 'zod';

/*
 * In the browser, Zod must not compile parsers with `new Function`: it probes for that when a
 * schema is built, and under the site's Content-Security-Policy (no 'unsafe-eval') the probe is
 * blocked and reported as a violation. schemas.ts imports this first, before any schema exists.
 * The server keeps Zod's compiled parsers.
 */
if (typeof window !== 'undefined') z.config({ jitless: true });
