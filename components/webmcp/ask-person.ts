/**
 * Asks the person whether to send what an agent prepared, as a question the agent can withdraw:
 * `show` puts the question up and hands it the answer to call, `hide` takes it down. Resolves with
 * the person's answer (true: send). When the agent cancels the call (its signal aborts) before
 * the person answered, the question is taken down and the promise rejects with the signal's reason.
 *
 * Why reject rather than resolve with a result: the browser has already told the agent that its
 * call was cancelled, and nothing the tool returns afterwards reaches it. Rejecting with the
 * signal's reason is what abortable web APIs do (fetch(), streams, locks), so a cancelled call never
 * passes for an answer: a "declined" result would say the person refused, which they did not.
 */
export function askPerson(
  show: (decide: (send: boolean) => void) => void,
  hide: () => void,
  signal: AbortSignal | undefined,
): Promise<boolean> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    // Settled once: a click on a dialog the agent already withdrew (React may not have redrawn
    // yet) must neither answer nor take down the next call's question.
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', withdraw);
      hide();
      finish();
    };
    const withdraw = () => settle(() => reject(signal!.reason));
    signal?.addEventListener('abort', withdraw, { once: true });
    try {
      show((send) => settle(() => resolve(send)));
    } catch (error) {
      settle(() => reject(error));
    }
  });
}
