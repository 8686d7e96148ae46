'use client';

import { useActionState } from 'react';
import { sendContact } from './actions';

export function ContactForm() {
  const [message, action, pending] = useActionState(sendContact, '');
  return (
    <form action={action}>
      <label>
        Name <input name="name" required />
      </label>
      <label>
        Email <input name="email" type="email" required />
      </label>
      <label>
        Message <textarea name="message" required />
      </label>
      <button type="submit" disabled={pending}>
        Send
      </button>
      <p role="status">{message}</p>
    </form>
  );
}
