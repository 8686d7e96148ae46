'use client';

import { useFormStatus } from 'react-dom';

/**
 * A form's one button, which says it is working and takes no second press while its POST is on
 * its way (with JavaScript; without, the browser shows its own progress).
 */
export function PendingButton({ label, pending, danger = false }: { label: string; pending: string; danger?: boolean }) {
  const status = useFormStatus();
  return (
    <button type="submit" className={`button primary${danger ? ' danger' : ''}`} disabled={status.pending} aria-disabled={status.pending}>
      {status.pending ? pending : label}
    </button>
  );
}
