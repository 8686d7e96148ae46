import type { ReactNode } from 'react';

/** Root layout of the development pages (the mail viewer), which are not localized. */
export default function DevLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body style={{ margin: 0 }}>{children}</body>
    </html>
  );
}
