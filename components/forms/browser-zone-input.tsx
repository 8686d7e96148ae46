'use client';

import { useEffect, useRef } from 'react';
import type { FormView } from '@/lib/forms/form-view';
import { canonicalZone } from '@/lib/scheduling/display-time';

/**
 * The zone a demo request's free times (and its emails) are shown in. With JavaScript, the
 * browser's own, in a hidden field that gets its name (and so is sent) only once the script has
 * filled it; a zone that is no IANA name is left out rather than sent to be refused. Without
 * JavaScript, the zone list inside <noscript>, on the language's default zone: the person chooses,
 * so the first times shown after sending are already theirs. With JavaScript the <noscript> list is
 * inert text, never sent.
 */
export function BrowserZoneInput({ name, choice }: { name: string; choice: NonNullable<FormView['zone']> }) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const zone = canonicalZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
    if (input.current && zone) Object.assign(input.current, { name, value: zone });
  }, [name]);
  const id = `${name}-choice`;
  return (
    <>
      <input ref={input} type="hidden" defaultValue="" />
      <noscript>
        <div className="field">
          <label htmlFor={id}>{choice.label}</label>
          <p className="field-hint" id={`${id}-hint`}>
            {choice.hint}
          </p>
          <select id={id} name={name} defaultValue={choice.selected} aria-describedby={`${id}-hint`}>
            {choice.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </noscript>
    </>
  );
}
