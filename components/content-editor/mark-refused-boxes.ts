import type { RefusedBox } from '@/lib/content-editor/refused-boxes';

/** The attribute a marked box carries (app/keystatic/editor.css draws it), and the class of its message. */
const REFUSED_ATTRIBUTE = 'data-refused';
const REFUSED_MESSAGE_CLASS = 'refused-box-message';

const CONTROLS = 'input:not([type="hidden"]), textarea, select, button, [role="combobox"], [role="textbox"]';
const GROUPS = '[role="group"], fieldset';

/**
 * Marks each box on the page as refused: the box's outline turns red (`aria-invalid`) and the
 * problem is written beneath it, as Keystatic writes its own checks' messages; the mark goes when
 * the box is changed, or at the next save (the returned function). Keystatic draws the form with
 * React: a mark is an attribute and a paragraph beside the box, which React neither owns nor
 * removes, and gone with the box when Keystatic redraws it. A box not found is left to the red band.
 */
export function markRefusedBoxes(document: Document, boxes: readonly RefusedBox[]): () => void {
  const undo: (() => void)[] = [];
  for (const { labels, problem } of boxes) {
    const box = findBox(document, labels);
    if (!box) continue;
    const message = document.createElement('p');
    message.className = REFUSED_MESSAGE_CLASS;
    message.id = `refused-${Math.random().toString(36).slice(2)}`;
    message.textContent = problem;
    // After the box's own wrapper (react-aria's field), where Keystatic writes its own error.
    const anchor = box.parentElement ?? box;
    anchor.insertAdjacentElement('afterend', message);
    const describedBy = box.getAttribute('aria-describedby');
    box.setAttribute(REFUSED_ATTRIBUTE, '');
    box.setAttribute('aria-invalid', 'true');
    box.setAttribute('aria-describedby', [describedBy, message.id].filter(Boolean).join(' '));
    const clear = () => {
      message.remove();
      box.removeAttribute(REFUSED_ATTRIBUTE);
      box.removeAttribute('aria-invalid');
      if (describedBy === null) box.removeAttribute('aria-describedby');
      else box.setAttribute('aria-describedby', describedBy);
      box.removeEventListener('input', clear);
      box.removeEventListener('change', clear);
    };
    box.addEventListener('input', clear);
    box.addEventListener('change', clear);
    undo.push(clear);
  }
  return () => undo.forEach((clear) => clear());
}

/** The box named by its labels: within the groups named by all but the last, the control named by the last. */
function findBox(document: Document, labels: readonly string[]): HTMLElement | undefined {
  let scopes: ParentNode[] = [document];
  for (const label of labels.slice(0, -1)) {
    scopes = scopes.flatMap((scope) => [...scope.querySelectorAll<HTMLElement>(GROUPS)].filter((group) => namedAs(group, label)));
  }
  const last = labels.at(-1)!;
  for (const scope of scopes) {
    const control = [...scope.querySelectorAll<HTMLElement>(CONTROLS)].find((candidate) => namedAs(candidate, last));
    if (control) return control;
  }
  // A box whose control is named otherwise (an image's "Choose file"): the first control beside its label.
  for (const scope of scopes) {
    const label = [...scope.querySelectorAll<HTMLElement>('label, [id]')].find((candidate) => text(candidate) === last);
    const field = label?.parentElement;
    const control = field?.querySelector<HTMLElement>(CONTROLS);
    if (control) return control;
  }
  return undefined;
}

/** Whether an element's accessible name is the label, or the label and a mark after it (`Place in the list *`). */
function namedAs(element: HTMLElement, label: string): boolean {
  const name = accessibleName(element);
  return name === label || (name.startsWith(label) && !/^[\p{L}\p{N}]/u.test(name.slice(label.length)));
}

function accessibleName(element: HTMLElement): string {
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy)
    return labelledBy
      .split(/\s+/)
      .map((id) => text(element.ownerDocument.getElementById(id)))
      .join(' ')
      .trim();
  const label = element.getAttribute('aria-label');
  if (label) return label.trim();
  const legend = element.tagName === 'FIELDSET' ? element.querySelector(':scope > legend') : null;
  if (legend) return text(legend);
  if (element.id) {
    const forLabel = element.ownerDocument.querySelector(`label[for="${CSS.escape(element.id)}"]`);
    if (forLabel) return text(forLabel);
  }
  return text(element.closest('label'));
}

/** An element's text as a screen reader says it: without what is hidden from it (a required field's mark). */
function text(element: Element | null | undefined): string {
  if (!element) return '';
  const said = element.cloneNode(true) as Element;
  for (const hidden of said.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return (said.textContent ?? '').replace(/\s+/g, ' ').trim();
}
