import { config, singleton, type ComponentSchema, type Config, type Singleton } from '@keystatic/core';
import pricing from '@/content/pricing.json';
import scheduling from '@/content/scheduling.json';
import site from '@/content/site.json';
import english from '@/messages/en.json';
import { LOCALE_DETAILS } from '@/lib/i18n/locales';
import { editorCollections } from './collections/editor-collections';
import { LANGUAGE_FILES, PRICING_FILE, SCHEDULING_FILE, SITE_FILE } from './edited-files';
import type { EditorStorage } from '@/lib/settings/env';

export type Copy = { [key: string]: string | Copy };

type Fields = (copy: Copy) => Record<string, ComponentSchema>;

/**
 * One page per language, each holding every key of messages/en.json, one for the product and
 * contact details, one for the booking rules of demo meetings, and one for the price list. The browser's editor gets the copy fields; the server's API route passes no
 * fields (`() => ({})`), as it needs only where the files are and how they are stored, and the
 * fields' inputs are browser components.
 */
export function editorConfig(storage: EditorStorage, fieldsOf: Fields): Config {
  const messagesSchema = fieldsOf(english);
  const singletons: Record<string, Singleton<Record<string, ComponentSchema>>> = Object.fromEntries(
    LANGUAGE_FILES.map(({ locale, file }) => [
      locale,
      singleton({
        label: `${LOCALE_DETAILS[locale].name} (${file})`,
        path: file.replace(/\.json$/, ''),
        format: { data: 'json' },
        schema: messagesSchema,
      }),
    ]),
  );
  singletons.site = singleton({
    label: `Product and contact details (${SITE_FILE})`,
    path: SITE_FILE.replace(/\.json$/, ''),
    format: { data: 'json' },
    schema: fieldsOf(site),
  });
  singletons.scheduling = singleton({
    label: `Booking rules for demo meetings (${SCHEDULING_FILE})`,
    path: SCHEDULING_FILE.replace(/\.json$/, ''),
    format: { data: 'json' },
    schema: fieldsOf(scheduling),
  });
  singletons.pricing = singleton({
    label: `Price list for quotations (${PRICING_FILE})`,
    path: PRICING_FILE.replace(/\.json$/, ''),
    format: { data: 'json' },
    schema: fieldsOf(pricing),
  });
  return config({
    storage: storage.kind === 'local' ? { kind: 'local' } : { kind: 'github', repo: storage.repo, branchPrefix: storage.branchPrefix },
    ui: { brand: { name: `${site.productName} copy` } },
    singletons,
    collections: editorCollections(storage),
  });
}
