import type { NextConfig } from 'next';

/**
 * Next.js's defaults but one: the app's files end in `.blank.tsx`/`.blank.ts`. Next.js looks for
 * `proxy.ts` and `instrumentation.ts` up the directory tree too, and would find the site's; with
 * these extensions it finds none there, and this app stays blank. (The file itself must exist, or
 * Next.js would load the site's next.config.ts the same way.)
 */
const config: NextConfig = { pageExtensions: ['blank.tsx', 'blank.ts'] };

export default config;
