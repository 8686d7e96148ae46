/**
 * Request text as the team reads it (the notification's subject and body, the dead-letter notice,
 * the calendar event's summary and description): what the sender typed, less the characters that
 * change what a reader sees without being seen. Control characters (C0, DEL and C1) go, except
 * line breaks, which a message needs: CR LF, CR, NEL and the line and paragraph separators become
 * one LF, and a tab a space. Bidi controls go too (U+061C, U+200E, U+200F, U+202A–U+202E,
 * U+2066–U+2069), so that `Ann \u202Efdp.exe` reads `Ann fdp.exe`, not `Ann exe.pdf`.
 * Escaping for HTML is each template's own business: this is plain text.
 */
export function teamText(text: string): string {
  return text.replace(LINE_BREAK, '\n').replace(/\t/g, ' ').replace(HIDDEN, '');
}

const LINE_BREAK = /\r\n|[\r\u0085\u2028\u2029]/g;
/** C0 controls but LF, DEL, C1 controls, and the bidi controls (Bidi_Control: exactly the list above). */
const HIDDEN = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\p{Bidi_Control}]/gu;

/**
 * Request text for a reader that takes HTML (a Google Calendar event's description, a HubSpot note,
 * which render links and tags): every character that HTML reads as markup is escaped, so a message
 * arrives as the text the sender typed, never as a link.
 */
export function htmlEscaped(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ENTITIES[character]!);
}

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
