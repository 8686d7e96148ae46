import type { Ref } from 'react';
import type { FormState, FormView } from '@/lib/forms/form-view';

interface Props {
  ref: Ref<HTMLDivElement>;
  state: Extract<FormState, { status: 'accepted' }>;
  copy: FormView['copy'];
}

/** What a person sees once the lead is stored: the confirmation, the reference, what happens next. */
export function FormSuccess({ ref, state, copy }: Props) {
  return (
    <div ref={ref} className="form-success" role="status" tabIndex={-1}>
      <h2>{copy.successTitle}</h2>
      {state.message && <p>{state.message}</p>}
      {state.reference && (
        <p>
          {copy.referenceLabel} <strong className="reference">{state.reference}</strong>
        </p>
      )}
      <h3>{copy.nextTitle}</h3>
      <p>{copy.next}</p>
    </div>
  );
}
