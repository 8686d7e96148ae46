import { ContactForm } from './contact-form';

/** Prerendered at build time, like the site's pages. */
export default function Home() {
  return (
    <main>
      <h1>Contact</h1>
      <ContactForm />
    </main>
  );
}
