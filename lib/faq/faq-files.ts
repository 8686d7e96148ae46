// The FAQ entries, one import per file of content/faq/ (tests/unit/faq-files.test.ts checks the list
// against the folder): imported, not read from disk, so every build, the standalone one included, carries them.
import brandedMemberApp from '@/content/faq/branded-member-app.json';
import brochureContents from '@/content/faq/brochure-contents.json';
import demoLength from '@/content/faq/demo-length.json';
import languages from '@/content/faq/languages.json';
import memberPayments from '@/content/faq/member-payments.json';
import moveADemo from '@/content/faq/move-a-demo.json';
import switchingSystems from '@/content/faq/switching-systems.json';
import whatAQuoteDependsOn from '@/content/faq/what-a-quote-depends-on.json';
import yourDetails from '@/content/faq/your-details.json';

/** Each file's contents by its name (the entry's slug). */
export const FAQ_FILES: Readonly<Record<string, unknown>> = {
  'branded-member-app': brandedMemberApp,
  'brochure-contents': brochureContents,
  'demo-length': demoLength,
  languages: languages,
  'member-payments': memberPayments,
  'move-a-demo': moveADemo,
  'switching-systems': switchingSystems,
  'what-a-quote-depends-on': whatAQuoteDependsOn,
  'your-details': yourDetails,
};
