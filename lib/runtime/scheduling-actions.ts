'use server';

import { redirect } from 'next/navigation';
import { bookFromPage, cancelFromPage } from '@/lib/forms/meeting-page-posts';
import { intake } from './services';

/**
 * The buttons of the scheduling pages (lib/forms/meeting-page-posts.ts), given this process's
 * intake: each changes the meeting, then sends the browser to the page that shows the outcome
 * (a 303 without JavaScript, a navigation with it).
 */
export async function bookDemoMeeting(formData: FormData): Promise<void> {
  redirect(await bookFromPage(intake, formData));
}

export async function cancelDemoMeeting(formData: FormData): Promise<void> {
  redirect(await cancelFromPage(intake, formData));
}
