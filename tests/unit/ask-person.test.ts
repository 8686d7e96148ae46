/**
 * The WebMCP confirmation as a question an agent can withdraw (components/webmcp/ask-person.ts):
 * once withdrawn, a late click on the old dialog neither answers nor takes down the next question,
 * and a question that cannot be shown rejects without leaving its cancellation listener behind.
 */
import { describe, expect, it } from 'vitest';
import { askPerson } from '@/components/webmcp/ask-person';

describe('askPerson', () => {
  it('answers with the person’s choice and takes the question down', async () => {
    let hidden = 0;
    const answer = askPerson(
      (decide) => decide(true),
      () => (hidden += 1),
      new AbortController().signal,
    );
    await expect(answer).resolves.toBe(true);
    expect(hidden).toBe(1);
  });

  it('ignores a click on a question the agent withdrew: the next question stays up', async () => {
    let hidden = 0;
    let staleDecide: (send: boolean) => void = () => {};
    const controller = new AbortController();
    const first = askPerson(
      (decide) => (staleDecide = decide),
      () => (hidden += 1),
      controller.signal,
    );
    controller.abort(new DOMException('The agent gave up', 'AbortError'));
    await expect(first).rejects.toThrow('The agent gave up');
    expect(hidden).toBe(1);

    let nextDecide: (send: boolean) => void = () => {};
    const next = askPerson(
      (decide) => (nextDecide = decide),
      () => (hidden += 1),
      new AbortController().signal,
    );
    staleDecide(true);
    expect(hidden).toBe(1);
    nextDecide(false);
    await expect(next).resolves.toBe(false);
    expect(hidden).toBe(2);
  });

  it('rejects when the question cannot be shown, and a later cancellation changes nothing', async () => {
    let hidden = 0;
    const controller = new AbortController();
    const answer = askPerson(
      () => {
        throw new Error('no dialog');
      },
      () => (hidden += 1),
      controller.signal,
    );
    await expect(answer).rejects.toThrow('no dialog');
    expect(hidden).toBe(1);
    controller.abort();
    expect(hidden).toBe(1);
  });
});
