import type { Ref } from 'react';
import { FORM_ANSWER_ID } from '@/lib/forms/form-state';
import type { FormState, FormView } from '@/lib/forms/form-view';
import { SlotDays } from '@/components/scheduling/slot-days';
import { MessageWithLinks } from './message-with-links';

interface Props {
  ref: Ref<HTMLDivElement>;
  state: Extract<FormState, { status: 'accepted' }>;
  copy: FormView['copy'];
}

/**
 * What a person sees once the lead is stored: the confirmation, the reference, the next free times
 * to book a demo from (when the request can book one), what happens next. Its id is where a form
 * posted without JavaScript comes back to (FORM_ANSWER_ID).
 */
export function FormSuccess({ ref, state, copy }: Props) {
  return (
    <div ref={ref} id={FORM_ANSWER_ID} className="form-success" role="status" tabIndex={-1}>
      <h2>{copy.successTitle}</h2>
      {state.message && <MessageWithLinks text={state.message} />}
      {state.reference && (
        <p>
          {copy.referenceLabel} <strong className="reference">{state.reference}</strong>
        </p>
      )}
      {state.slots && (
        <section className="slot-offer" aria-labelledby="slot-offer-title">
          <h3 id="slot-offer-title">{state.slots.title}</h3>
          <p>{state.slots.intro}</p>
          <SlotDays days={state.slots.days} heading="h4" idPrefix="offered" />
          <p>
            <a href={state.slots.allTimes.href}>{state.slots.allTimes.text}</a>
          </p>
        </section>
      )}
      {/* Held mail: the message already says what happens instead; the usual next step promises mail. */}
      {!state.mailHeld && (
        <>
          <h3>{copy.nextTitle}</h3>
          <p>{state.slots?.otherwise ?? copy.next}</p>
        </>
      )}
    </div>
  );
}
