/** Types of ./install-check.mjs (plain JavaScript, so that it runs before anything is installed). */
export declare const FIRST_PACKAGES: string[];
export declare function installMessage(state: { script: string; hasNodeModules: boolean; missing: string[] }): string | undefined;
export declare function scriptOf(lifecycleEvent: string | undefined): string;
