/** Types of ./front-server.mjs (plain JavaScript, run by `npm run dev`). */
import type { Server } from 'node:http';
export declare const READY_CHECK_SECONDS: number;
export declare function gettingReadyPage(pathname: string): string;
export declare function startFrontServer(options: {
  port: number;
  nextPort(): number | undefined;
  holdPage(pathname: string): boolean;
}): Promise<Server>;
export declare function freePort(): Promise<number>;
