import { MESSAGES } from '@/lib/i18n/messages';
import { SITE } from '@/lib/site/site-content';
import { launchFindings, sampleValuesWarning, type LaunchFindings } from './launch-check';

/**
 * The sample values in the content this build carries (content/site.json and the messages as
 * bundled): what the legal notice and a production server's start-up see. `npm run check:launch`
 * reads the files instead, so it sees a save made since the build.
 */
export const builtLaunchFindings = (): LaunchFindings => launchFindings(SITE, MESSAGES);

/** The production server's one start-up warning while sample values remain. */
export const builtSampleValuesWarning = (): string | undefined => sampleValuesWarning(builtLaunchFindings());
