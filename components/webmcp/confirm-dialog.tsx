'use client';

import { useEffect, useRef } from 'react';

export interface ConfirmRequest {
  intro: string;
  lines: { label: string; value: string }[];
  decide(send: boolean): void;
}

interface Props {
  request: ConfirmRequest;
  copy: { confirmTitle: string; send: string; cancel: string };
}

/**
 * Shows the person what an agent is about to send, as a modal dialog: nothing is sent until they
 * press Send; Cancel, Escape or closing the dialog declines.
 */
export function ConfirmDialog({ request, copy }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, [request]);

  return (
    <dialog ref={dialogRef} className="confirm-dialog" aria-labelledby="confirm-dialog-title" onCancel={() => request.decide(false)}>
      <h2 id="confirm-dialog-title">{copy.confirmTitle}</h2>
      <p>{request.intro}</p>
      <dl>
        {request.lines.map((line) => (
          <div key={line.label}>
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
      <div className="actions">
        <button type="button" className="button primary" onClick={() => request.decide(true)}>
          {copy.send}
        </button>
        <button type="button" className="button" onClick={() => request.decide(false)}>
          {copy.cancel}
        </button>
      </div>
    </dialog>
  );
}
