import type { BasicFormField, FormFieldInputProps } from '@keystatic/core';
import { Flex } from '@keystar/ui/layout';
import { TextLink } from '@keystar/ui/link';
import { TextArea, TextField } from '@keystar/ui/text-field';
import { Heading, Text } from '@keystar/ui/typography';
import { useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { withLanguageTypography } from '@/lib/content-rules/language-rules';
import { boxLanguageProblems, languageNote } from '@/lib/editor-fields/language-boxes';
import { copyProblems } from './copy-rules';
import { placeOf, type CopyBox, type SectionBlock } from './section-boxes';
import type { Copy } from './editor-config';

/** Texts longer than this get a text area: a marketer sees the whole paragraph while editing it. */
const ONE_LINE = 80;

type Value = Copy | string;

/**
 * One top-level group of a messages file (`product`, `operations`, …) as a field of one editor
 * page: it holds the whole group, as stored, and shows only the boxes of this page's sections, each
 * with its plain label, its help and (in a translation) the English. A group with none of them
 * shows nothing and writes itself back as it was read, so a save of one page changes only the
 * boxes edited there (docs/decisions.md "The editor follows the site"). Each box keeps its language's
 * typography and words too (lib/editor-fields/language-boxes.ts).
 */
export function sectionGroupField(group: string, english: Value, blocks: SectionBlock[], locale: Locale): BasicFormField<Value> {
  const problemsOf = (box: CopyBox, text: string) => [...copyProblems(box.english, text), ...boxLanguageProblems(locale, text)];
  const validate = (value: Value) => {
    for (const { section, boxes } of blocks)
      for (const box of boxes) {
        const [problem] = problemsOf(box, textAt(value, box.key));
        if (problem) throw new Error(`${section.title}, ${box.label}: ${problem}`);
      }
    return value;
  };
  // A box saved while the marketer is still in it has not applied its typography yet: applied here.
  const typographic = (value: Value) =>
    blocks
      .flatMap(({ boxes }) => boxes)
      .reduce((group, box) => {
        const text = textAt(group, box.key);
        const written = withLanguageTypography(locale, text);
        return written === text ? group : withText(group, box.key, written);
      }, value);
  return {
    kind: 'form',
    label: blocks.map(({ section }) => section.title).join(', ') || group,
    Input: (props) => (blocks.length ? <Sections {...props} blocks={blocks} locale={locale} /> : <span hidden data-copy-elsewhere="" />),
    defaultValue: () => english,
    parse: (value) => (value === undefined ? english : (value as Value)),
    serialize: (value) => ({ value: typographic(value) }),
    validate,
    reader: { parse: (value) => validate(value === undefined ? english : (value as Value)) },
  };
}

/** The text of a full key inside its top-level group's value. */
export function textAt(value: Value, key: string): string {
  let node: Value | undefined = value;
  for (const part of key.split('.').slice(1)) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : '';
}

/** The group's value with one text replaced, every key kept in its place (the file's order). */
export function withText(value: Value, key: string, text: string): Value {
  const set = (node: Value | undefined, parts: string[]): Value => {
    if (!parts.length || typeof node !== 'object') return text;
    const [part, ...rest] = parts as [string, ...string[]];
    return { ...node, [part]: set(node[part], rest) };
  };
  return set(value, key.split('.').slice(1));
}

function Sections(props: FormFieldInputProps<Value> & { blocks: SectionBlock[]; locale: Locale }) {
  return (
    <Flex direction="column" gap="xxlarge">
      {props.blocks.map(({ section, boxes }) => {
        const place = placeOf(section.where, props.locale);
        return (
          <Flex key={section.title} direction="column" gap="large" role="group" aria-label={section.title}>
            <Flex direction="column" gap="regular">
              <Heading elementType="h2" size="medium">
                {section.title}
              </Heading>
              <Text color="neutralSecondary">
                {section.help}{' '}
                {'href' in place ? (
                  <TextLink href={place.href} target="_blank">
                    See it on the site: {place.href}
                  </TextLink>
                ) : (
                  `It shows ${place.words}.`
                )}
              </Text>
            </Flex>
            {boxes.map((box) => (
              <CopyBoxInput
                key={box.key}
                box={box}
                locale={props.locale}
                value={textAt(props.value, box.key)}
                onChange={(text) => props.onChange(withText(props.value, box.key, text))}
                forceValidation={props.forceValidation}
              />
            ))}
          </Flex>
        );
      })}
    </Flex>
  );
}

function CopyBoxInput(props: { box: CopyBox; locale: Locale; value: string; onChange(text: string): void; forceValidation: boolean }) {
  const { box, locale } = props;
  const [blurred, setBlurred] = useState(false);
  const Input = box.english.length > ONE_LINE ? TextArea : TextField;
  const problems =
    props.forceValidation || blurred ? [...copyProblems(box.english, props.value), ...boxLanguageProblems(locale, props.value)] : [];
  // The English first, where a translator looks for it; then what to keep, and the language's own rules.
  const description = [locale === 'en' ? '' : `English: ${box.english}`, box.help, languageNote(locale)].filter(Boolean).join(' — ');
  return (
    <Input
      label={box.label}
      description={description || undefined}
      value={props.value}
      onChange={props.onChange}
      onBlur={() => {
        setBlurred(true);
        const typographic = withLanguageTypography(locale, props.value);
        if (typographic !== props.value) props.onChange(typographic);
      }}
      isRequired
      errorMessage={problems.join(' ') || undefined}
    />
  );
}
