import { SITE } from '@/lib/site-content';

/** The version of the public interface the documents describe (docs/api.md "Versioning"). */
export const API_VERSION = '1.0.0';

export const API_TITLE = `${SITE.productName} lead API`;
