'use client';

import { useEffect } from 'react';
import type { ClubNameProblem } from '@/lib/abuse/club-name-bounds';
import { readableColour } from '@/lib/your-club/contrast';
import { liveNameProblem } from '@/lib/your-club/live-name-check';

export interface YourClubLiveProps {
  formId: string;
  previewId: string;
  problemId: string;
  colourNoteId: string;
  quoteLinkId: string;
  shareLinkId: string;
  sampleName: string;
  /** What the server drew, which the script changes from. */
  drawn: { name: string; colour: string };
  problems: Record<ClubNameProblem, string>;
}

/**
 * With JavaScript, the drawing follows the form as the visitor types (docs/decisions.md "Your club
 * in Courtside"): only what changes is changed in the server's drawing, the text marked
 * `data-club-name` and every colour attribute equal to the club's colour, so no drawing code reaches
 * the browser. A name the live rules refuse (lib/your-club/live-name-check.ts) shows its message and
 * the sample name, as the server does; the quote and share links follow. A change of sports sends
 * the form: the server draws the sports.
 */
export function YourClubLive(props: YourClubLiveProps) {
  useEffect(() => {
    const form = document.getElementById(props.formId);
    const preview = document.getElementById(props.previewId);
    if (!(form instanceof HTMLFormElement) || !preview) return;
    const state = { ...props.drawn };

    const drawName = (name: string) => {
      for (const element of preview.querySelectorAll('[data-club-name]')) element.textContent = name;
      state.name = name;
    };
    const drawColour = (colour: string) => {
      for (const attribute of ['fill', 'stroke', 'stop-color']) {
        for (const element of preview.querySelectorAll(`[${attribute}]`)) {
          if (element.getAttribute(attribute)?.toLowerCase() === state.colour) element.setAttribute(attribute, colour);
        }
      }
      state.colour = colour;
    };
    const setLinks = (name: string | undefined, colour: string) => {
      for (const [id, nameParam] of [
        [props.quoteLinkId, 'clubName'],
        [props.shareLinkId, 'name'],
      ] as const) {
        const link = document.getElementById(id);
        if (!(link instanceof HTMLAnchorElement)) continue;
        const url = new URL(link.href);
        if (name) url.searchParams.set(nameParam, name);
        else url.searchParams.delete(nameParam);
        if (id === props.shareLinkId) url.searchParams.set('colour', colour);
        link.href = url.toString();
      }
    };

    const update = () => {
      const data = new FormData(form);
      const typed = String(data.get('name') ?? '');
      const problem = liveNameProblem(typed);
      const message = document.getElementById(props.problemId);
      if (message) {
        message.textContent = problem && problem !== 'empty' ? props.problems[problem] : '';
        message.hidden = !message.textContent;
      }
      const name = problem ? undefined : typed.normalize('NFKC').trim().replace(/\s+/gu, ' ');
      if ((name ?? props.sampleName) !== state.name) drawName(name ?? props.sampleName);
      const picked = String(data.get('colour') ?? '').toLowerCase();
      if (/^#[0-9a-f]{6}$/.test(picked)) {
        const colour = readableColour(picked);
        if (colour !== state.colour) drawColour(colour);
        const note = document.getElementById(props.colourNoteId);
        if (note) note.hidden = colour === picked;
      }
      setLinks(name, picked);
    };
    const sendOnSports = (event: Event) => {
      if (event.target instanceof HTMLInputElement && event.target.name === 'sports') form.requestSubmit();
    };
    form.addEventListener('input', update);
    form.addEventListener('change', sendOnSports);
    return () => {
      form.removeEventListener('input', update);
      form.removeEventListener('change', sendOnSports);
    };
  }, [props]);
  return null;
}
