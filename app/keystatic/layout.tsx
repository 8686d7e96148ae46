import type { ReactNode } from 'react';
import './editor.css';

/** Root layout of the copy editor, which is not localized and has its own page (the editor). */
export default function EditorLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body style={{ margin: 0 }}>{children}</body>
    </html>
  );
}
