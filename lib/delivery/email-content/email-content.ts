/** A mail's subject and its template's props: what every mail of lib/delivery/email-content/ gives. */
export interface EmailContent<Props> {
  subject: string;
  props: Props;
}

/** Subjects go into a mail header: no line breaks, whatever a name contains. */
export const oneLine = (text: string) => text.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();
