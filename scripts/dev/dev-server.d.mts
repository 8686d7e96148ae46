/** Types of ./dev-server.mjs (plain JavaScript, run by `npm run dev`). */
export declare const WARM_UP_PATHS: string[];
export declare function localUrlOf(line: string): string | undefined;
export declare function shownUrl(url: string): string;
export declare function warmUpMessages(url: string): { start: string; done(status: number | undefined): string };
export declare function portAndRest(args: string[], environment?: Record<string, string | undefined>): { port: number; rest: string[] };
