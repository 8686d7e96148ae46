import type { BasicFormField, FormFieldInputProps } from '@keystatic/core';
import { TextArea, TextField } from '@keystar/ui/text-field';
import { useState } from 'react';
import { copyProblems } from './copy-rules';

/** Texts longer than this get a text area: a marketer sees the whole paragraph while editing it. */
const ONE_LINE = 80;

/**
 * One piece of copy as an editor field: labelled by its key, the English text shown beneath,
 * refused (as the marketer types, and again on save) by the rules of ./copy-rules.ts. Written as a
 * field of its own, not Keystatic's text field, whose validation is a length and a pattern and
 * could not say which placeholder went missing.
 */
export function copyField(key: string, english: string): BasicFormField<string> {
  const multiline = english.length > ONE_LINE;
  const validate = (value: string) => {
    const [problem] = copyProblems(english, value);
    if (problem) throw new Error(`${key}: ${problem}`);
    return value;
  };
  return {
    kind: 'form',
    label: key,
    Input: (props) => <CopyInput {...props} label={key} english={english} multiline={multiline} />,
    defaultValue: () => english,
    parse: (value) => (typeof value === 'string' ? value : ''),
    serialize: (value) => ({ value }),
    validate,
    reader: { parse: (value) => validate(typeof value === 'string' ? value : '') },
  };
}

function CopyInput(props: FormFieldInputProps<string> & { label: string; english: string; multiline: boolean }) {
  const [blurred, setBlurred] = useState(false);
  const Input = props.multiline ? TextArea : TextField;
  const problems = props.forceValidation || blurred ? copyProblems(props.english, props.value) : [];
  return (
    <Input
      label={props.label}
      description={props.english}
      value={props.value}
      onChange={props.onChange}
      onBlur={() => setBlurred(true)}
      autoFocus={props.autoFocus}
      isRequired
      errorMessage={problems.join(' ') || undefined}
    />
  );
}
