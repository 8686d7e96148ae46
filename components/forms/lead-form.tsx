'use client';

import { useActionState, useEffect, useRef, useState, useTransition, type FormEvent, type ReactNode } from 'react';
import { firstTouchForForm } from '@/lib/attribution/first-touch';
import { firstIssueByField, errorKindOf } from '@/lib/forms/field-errors';
import { FORM_ANSWER_ID, FORM_META, IDLE, type EchoedValues, type FormState } from '@/lib/forms/form-state';
import type { FormView } from '@/lib/forms/form-view';
import { payloadFromFormData } from '@/lib/forms/payload-from-form-data';
import { submitLead } from '@/lib/runtime/lead-form-action';
import { connectForm } from './form-bridge';
import { FormFieldControl } from './form-field-control';
import { BrowserZoneInput } from './browser-zone-input';
import { FormSuccess } from './form-success';
import { MessageWithLinks } from './message-with-links';

/** The SubmitEvent members of WebMCP's declarative API (Chromium, behind a flag for now). */
type AgentSubmitEvent = SubmitEvent & { agentInvoked?: boolean; respondWith?: (result: Promise<unknown>) => void };

/**
 * One lead form, generated from the registry. Without JavaScript it posts to the server action and
 * the page comes back with the outcome; with JavaScript the same schema checks it first, in the
 * page's language, and the server action is called in place.
 *
 * Without JavaScript, the page that comes back would open at its top, the answer far below: the
 * form posts to its page's own address plus `#form-answer` (useActionState's permalink, which React
 * renders as the form's `action`; a relative fragment keeps the page's path and query), and the
 * answer carries that id, so the browser scrolls to it. With JavaScript, focus moves to it instead.
 */
export function LeadForm({
  view,
  zoneChoice,
  initialValues = {},
}: {
  view: FormView;
  zoneChoice?: ReactNode;
  /** Answers the form starts with (the pricing estimate's), as a refused submission shows its own again. */
  initialValues?: EchoedValues;
}) {
  const [serverState, formAction] = useActionState(submitLead, IDLE, `#${FORM_ANSWER_ID}`);
  const [clientState, setClientState] = useState<FormState | null>(null);
  const [pending, startTransition] = useTransition();
  const state = clientState ?? serverState;
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  /**
   * Validates in the browser, then sends through the server action; resolves with the outcome.
   * `beforeShowing` runs before the outcome replaces the form (an agent's answer: below).
   */
  async function send(form: HTMLFormElement, beforeShowing?: (outcome: FormState) => Promise<void>): Promise<FormState> {
    const formData = new FormData(form);
    formData.set(FORM_META.attribution, firstTouchForForm());
    const payload = payloadFromFormData(view.fields, formData, view.browserFields);
    if (view.hasLocaleField) payload.locale = view.locale;
    const { validateInBrowser } = await loadValidation();
    const invalid = validateInBrowser(view.operationId, payload);
    if (invalid) {
      await beforeShowing?.(invalid);
      setClientState(invalid);
      return invalid;
    }
    return new Promise((resolve) => {
      startTransition(async () => {
        const outcome = await submitLead(IDLE, formData).catch((): FormState => ({
          status: 'failed',
          reason: 'unavailable',
          message: view.copy.unavailable,
          values: {},
        }));
        await beforeShowing?.(outcome);
        setClientState(outcome);
        resolve(outcome);
      });
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitEvent = event.nativeEvent as AgentSubmitEvent;
    if (!submitEvent.agentInvoked || !submitEvent.respondWith) {
      void send(event.currentTarget);
      return;
    }
    // An agent filled the form and the person pressed the button: tell the agent what happened, in
    // words written for agents that only a page with an agent loads. The answer is given before the
    // outcome replaces the form: Chromium cancels a call whose form changes while it is unanswered.
    const form = event.currentTarget;
    submitEvent.respondWith(
      new Promise<ModelContextToolResult>((answer, fail) => {
        // A failed load of the answer's words fails the call, and the person still sees the outcome.
        void send(form, (outcome) => agentResultOf(outcome).then(answer, fail));
      }),
    );
  }

  const sent = state.status === 'accepted';
  useEffect(
    () =>
      // Once sent, the form gives way to the thank-you: a tool called afterwards posts to the API.
      sent
        ? undefined
        : connectForm(view.slug, {
            fill: (values) => fillForm(formRef.current, values),
            submit: () => (formRef.current ? send(formRef.current) : Promise.resolve(IDLE)),
          }),
    // send() only reads refs and stable setters; reconnecting on every render is not needed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [view.slug, sent],
  );

  // Move focus to what the person must read next: the error summary, the error or the thank-you.
  useEffect(() => {
    if (state.status !== 'idle') alertRef.current?.focus();
  }, [state]);

  if (state.status === 'accepted') return <FormSuccess ref={alertRef} state={state} copy={view.copy} />;

  const issues = state.status === 'invalid' ? firstIssueByField(state.issues) : new Map();
  const values = state.status === 'invalid' || state.status === 'failed' ? state.values : initialValues;
  const messageFor = (name: string) => {
    const field = view.fields.find((candidate) => candidate.name === name);
    const issue = issues.get(name);
    return field && issue ? (field.messages[errorKindOf(field, issue)] ?? field.messages.invalid) : undefined;
  };
  const faulty = view.fields.filter((field) => issues.has(field.name));

  return (
    <form
      ref={formRef}
      className="lead-form"
      action={formAction}
      onSubmit={onSubmit}
      // Fetch the validation code while the person is still typing.
      onFocus={() => void loadValidation()}
      noValidate
      aria-busy={pending}
      toolname={view.toolName}
      tooldescription={view.toolDescription}
    >
      <input type="hidden" name={FORM_META.operation} value={view.slug} />
      <input type="hidden" name={FORM_META.locale} value={view.locale} />

      {faulty.length > 0 && (
        <div ref={alertRef} id={FORM_ANSWER_ID} className="error-summary" role="alert" tabIndex={-1}>
          <h2>{view.copy.summaryTitles[faulty.length] ?? view.copy.summaryTitles.at(-1)}</h2>
          <ul>
            {faulty.map((field) => (
              <li key={field.name}>
                <a href={`#${field.id}`}>{messageFor(field.name)}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {state.status === 'failed' && (
        <div ref={alertRef} id={FORM_ANSWER_ID} className="error-summary" role="alert" tabIndex={-1}>
          <MessageWithLinks text={state.message} />
        </div>
      )}

      <p className="required-note">{view.copy.requiredNote}</p>
      {view.fields.map((field) => (
        <FormFieldControl key={field.name} field={field} copy={view.copy} error={messageFor(field.name)} value={values[field.name]} />
      ))}
      {view.browserFields.includes('timeZone') && (
        <>
          <BrowserZoneInput name="timeZone" />
          {zoneChoice}
        </>
      )}

      <div className="honeypot" aria-hidden="true">
        <label>
          {view.copy.honeypot}
          <input
            type="text"
            name={FORM_META.honeypot}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
            // Read-only keeps it out of the form's WebMCP tool (Chromium leaves read-only controls
            // out of the schema) and out of browsers' autofill; it is still posted, so a bot that
            // writes into every field is still caught.
            readOnly
          />
        </label>
      </div>

      <button type="submit" className="button primary" disabled={pending}>
        {pending ? view.copy.pending : view.copy.submit}
      </button>
    </form>
  );
}

const loadValidation = () => import('@/lib/forms/validate-in-browser');

const agentResultOf = async (state: FormState) => (await import('@/lib/forms/form-tool-result')).toolResultOf(state);

/** Puts an agent's values into the form's own controls, so the person sees what will be sent. */
function fillForm(form: HTMLFormElement | null, values: Record<string, unknown>) {
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement)) continue;
    if (!element.name || element.name.startsWith('_') || element.name === FORM_META.honeypot) continue;
    const value = values[element.name];
    // A hidden value is the page's (an answer given above the form, the browser's zone): kept unless the agent gives one.
    if (element.type === 'hidden' && value === undefined) continue;
    if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
      element.checked = Array.isArray(value) ? value.includes(element.value) : value !== undefined && String(value) === element.value;
    } else {
      element.value = value === undefined || value === null ? '' : String(value);
    }
  }
}
