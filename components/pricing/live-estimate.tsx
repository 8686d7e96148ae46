'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { QuoteAnswers } from '@/lib/quotation/calculate';
import type { EstimateFormCopy } from './estimate-fields';
import type { PriceList } from '@/lib/quotation/price-list';
import type { Locale } from '@/lib/i18n/locales';
import { answersOfForm } from '@/lib/pricing/live-answers';
import { liveQuotation } from '@/lib/pricing/live-quotation';
import { estimateView, type EstimateCopy } from '@/lib/pricing/estimate-view';
import { EstimateFields } from './estimate-fields';
import { EstimateTable } from './estimate-table';

interface Props {
  locale: Locale;
  prices: PriceList;
  copy: EstimateCopy;
  form: EstimateFormCopy;
  /** The estimate page: the form's GET goes there, with or without JavaScript. */
  action: string;
  maxLocations: number;
  initial: QuoteAnswers;
}

/**
 * The answers a price depends on and their estimate. Without JavaScript it is a GET form to the
 * estimate page, which works the estimate out on the server and prefills the quote form; with it,
 * the estimate beside the answers follows each change, from the price list the server passed in.
 */
export function LiveEstimate({ locale, prices, copy, form, action, maxLocations, initial }: Props) {
  const [answers, setAnswers] = useState(initial);
  const formRef = useRef<HTMLFormElement>(null);
  const onChange = (event: FormEvent<HTMLFormElement>) => setAnswers(answersOfForm(new FormData(event.currentTarget), maxLocations));
  // What was ticked or typed while the page was still loading (its scripts start after the first
  // frame, lib/first-frame/), before this listened: the fields are the browser's, so read them once.
  useEffect(() => {
    if (formRef.current) setAnswers(answersOfForm(new FormData(formRef.current), maxLocations));
  }, [maxLocations]);
  const view = estimateView(liveQuotation(answers, prices), copy, locale);
  return (
    <div className="live-estimate">
      <form ref={formRef} className="estimate-form" method="get" action={action} onChange={onChange} onInput={onChange}>
        <EstimateFields form={form} maxLocations={maxLocations} initial={initial} />
      </form>
      <section className="estimate-panel" aria-label={form.estimateTitle} aria-live="polite">
        <EstimateTable view={view} copy={copy} />
      </section>
    </div>
  );
}
