'use client';

import { useEffect } from 'react';

/** How long the visitor may pause before the drawing is asked for: one render per pause, not per key. */
const PAUSE_MS = 350;

/**
 * With JavaScript, the drawing follows the form as the visitor types (docs/decisions.md "Your club
 * in Courtside"): after a pause, the page of the form's values is fetched and its drawing, its links
 * and its name message replace the ones shown, and the address follows. The server draws and
 * decides everything (the name's rules, the readable colour): no drawing and no rule reaches the
 * browser, only this. A fetch refused past the rate limit, or failing, leaves the last drawing.
 */
export function YourClubLive({ formId, swapIds }: { formId: string; swapIds: readonly string[] }) {
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let latest = 0;

    const redraw = async () => {
      const ask = ++latest;
      const query = new URLSearchParams(
        [...new FormData(form)].flatMap(([name, value]) => (typeof value === 'string' ? [[name, value] as [string, string]] : [])),
      ).toString();
      const address = `${form.action}?${query}`;
      try {
        const response = await fetch(address, { headers: { Accept: 'text/html' } });
        // A later keystroke's answer wins; a refusal keeps what is shown.
        if (!response.ok || ask !== latest) return;
        const next = new DOMParser().parseFromString(await response.text(), 'text/html');
        for (const id of swapIds) {
          const shown = document.getElementById(id);
          const fresh = next.getElementById(id);
          if (!shown || !fresh) continue;
          shown.innerHTML = fresh.innerHTML;
          shown.hidden = fresh.hidden;
        }
        history.replaceState(null, '', address);
      } catch {
        // Offline or refused: the drawing stays as it was; the form still sends without the script.
      }
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(redraw, PAUSE_MS);
    };
    form.addEventListener('input', schedule);
    form.addEventListener('change', schedule);
    // What was typed or picked while the page was still loading, before this script listened: drawn now.
    if ([...form.elements].some(changedSinceLoad)) schedule();
    return () => {
      clearTimeout(timer);
      form.removeEventListener('input', schedule);
      form.removeEventListener('change', schedule);
    };
  }, [formId, swapIds]);
  return null;
}

/** Whether a control holds something else than the page came with. */
function changedSinceLoad(control: Element): boolean {
  if (!(control instanceof HTMLInputElement)) return false;
  return control.type === 'checkbox' || control.type === 'radio'
    ? control.checked !== control.defaultChecked
    : control.value !== control.defaultValue;
}
