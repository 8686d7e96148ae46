/**
 * An answer's message with its web addresses as links: the message is ours (a held brochure's answer
 * names where to download it, lib/acceptance/success-message.ts), and the only words of the person's
 * in it, the greeting's name, are letters alone (lib/abuse/greeting-name.ts), so no link comes from them.
 */
export function MessageWithLinks({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/\S+[^\s.,;:!?)])/);
  return (
    <p>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part}>
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </p>
  );
}
