import type { BasicFormField, FormFieldInputProps } from '@keystatic/core';
import { TextArea, TextField } from '@keystar/ui/text-field';
import { useState } from 'react';
import { copyProblems } from './copy-rules';

/** Texts longer than this get a text area: a marketer sees the whole paragraph while editing it. */
const ONE_LINE = 80;

/** How a box of a settings file is shown and checked beyond the copy rules. */
export interface CopyFieldOptions {
  /** Its plain name, in place of the key. */
  label?: string;
  /** The help beneath it, in place of the English text. */
  help?: string;
  /** Its file's own rules for this box (./file-rules.ts): a value the save would refuse marks the box itself. */
  problems?: (value: string) => string[];
}

/**
 * One piece of copy as an editor field: labelled by its key (or its plain name), the English text
 * (or its help) shown beneath, refused (as the marketer types, and again on save) by the rules of
 * ./copy-rules.ts and any of its file's own. Written as a field of its own, not Keystatic's text
 * field, whose validation is a length and a pattern and could not say which placeholder went missing.
 */
export function copyField(key: string, english: string, options: CopyFieldOptions = {}): BasicFormField<string> {
  const multiline = english.length > ONE_LINE;
  const label = options.label ?? key;
  const description = options.help ?? english;
  const problemsOf = (value: string) => {
    const problems = copyProblems(english, value);
    return problems.length || !options.problems ? problems : options.problems(value);
  };
  const validate = (value: string) => {
    const [problem] = problemsOf(value);
    if (problem) throw new Error(`${label}: ${problem}`);
    return value;
  };
  return {
    kind: 'form',
    label,
    Input: (props) => <CopyInput {...props} label={label} description={description} problemsOf={problemsOf} multiline={multiline} />,
    defaultValue: () => english,
    parse: (value) => (typeof value === 'string' ? value : ''),
    serialize: (value) => ({ value }),
    validate,
    reader: { parse: (value) => validate(typeof value === 'string' ? value : '') },
  };
}

function CopyInput(
  props: FormFieldInputProps<string> & { label: string; description: string; problemsOf: (value: string) => string[]; multiline: boolean },
) {
  const [blurred, setBlurred] = useState(false);
  const Input = props.multiline ? TextArea : TextField;
  const problems = props.forceValidation || blurred ? props.problemsOf(props.value) : [];
  return (
    <Input
      label={props.label}
      description={props.description}
      value={props.value}
      onChange={props.onChange}
      onBlur={() => setBlurred(true)}
      autoFocus={props.autoFocus}
      isRequired
      errorMessage={problems.join(' ') || undefined}
    />
  );
}
