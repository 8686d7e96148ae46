import type { CapturedMail } from '@/lib/delivery/captured-mail';

const pre = { whiteSpace: 'pre-wrap' as const, background: '#f4f6f5', padding: 16, fontSize: 13 };
/** Attachments up to this size can be downloaded from the page itself (a data: link); the brochure is larger. */
const DOWNLOADABLE_BYTES = 256 * 1024;

const cell = { padding: '6px 10px', borderBottom: '1px solid #dfe6e2', textAlign: 'left' as const, fontSize: 14 };

/** Lists captured messages and shows the selected one as the recipient would see it. */
export function MailViewer({ messages, selectedId }: { messages: CapturedMail[]; selectedId?: string }) {
  const selected = messages.find((message) => message.id === selectedId);
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', color: '#1d2b26', padding: 24, maxWidth: 1200, margin: '0 auto' }}>
      <h1 style={{ fontSize: 22 }}>Captured mail ({messages.length})</h1>
      <p style={{ color: '#5b6b65' }}>Messages the app would have sent through Resend, from DATA_DIR/mail. Newest first.</p>
      <table style={{ borderCollapse: 'collapse', width: '100%', marginBottom: 24 }}>
        <thead>
          <tr>
            <th style={cell}>Captured</th>
            <th style={cell}>To</th>
            <th style={cell}>Subject</th>
            <th style={cell}>Attachments</th>
          </tr>
        </thead>
        <tbody>
          {messages.map((message) => (
            <tr key={message.id} style={message.id === selected?.id ? { background: '#eef4f1' } : undefined}>
              <td style={cell}>{message.capturedAt.toISOString().replace('T', ' ').slice(0, 19)}</td>
              <td style={cell}>{message.to.join(', ')}</td>
              <td style={cell}>
                <a href={`/dev/mail?id=${encodeURIComponent(message.id)}`}>{message.subject}</a>
              </td>
              <td style={cell}>{message.attachments?.map((attachment) => attachment.filename).join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {selected && (
        <section aria-label="Selected message">
          <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', fontSize: 14 }}>
            <dt>From</dt>
            <dd style={{ margin: 0 }}>{selected.from}</dd>
            <dt>To</dt>
            <dd style={{ margin: 0 }}>{selected.to.join(', ')}</dd>
            {selected.reply_to && (
              <>
                <dt>Reply-To</dt>
                <dd style={{ margin: 0 }}>{selected.reply_to.join(', ')}</dd>
              </>
            )}
            <dt>Subject</dt>
            <dd style={{ margin: 0 }}>{selected.subject}</dd>
            <dt>Idempotency key</dt>
            <dd style={{ margin: 0 }}>{selected.id}</dd>
          </dl>
          {/* An empty sandbox: the message's HTML is shown, never run. */}
          <iframe
            title={`HTML of ${selected.subject}`}
            sandbox=""
            srcDoc={selected.html}
            style={{ width: '100%', height: 720, border: '1px solid #dfe6e2', marginTop: 16 }}
          />
          <h2 style={{ fontSize: 16 }}>Text part</h2>
          <pre style={pre}>{selected.text}</pre>
          {selected.attachments?.length ? <Attachments attachments={selected.attachments} /> : null}
        </section>
      )}
    </main>
  );
}

/**
 * Each attachment with its type and size; a small one downloadable (as bytes, never opened in the
 * page), and an invitation (text/calendar) shown as the text a calendar app reads.
 */
function Attachments({ attachments }: { attachments: NonNullable<CapturedMail['attachments']> }) {
  return (
    <>
      <h2 style={{ fontSize: 16 }}>Attachments</h2>
      {attachments.map((attachment) => {
        const bytes = Buffer.from(attachment.content, 'base64');
        const type = attachment.content_type ?? 'type from the file name';
        return (
          <div key={attachment.filename}>
            <p style={{ fontSize: 14 }}>
              {bytes.length <= DOWNLOADABLE_BYTES ? (
                <a download={attachment.filename} href={`data:application/octet-stream;base64,${attachment.content}`}>
                  {attachment.filename}
                </a>
              ) : (
                attachment.filename
              )}{' '}
              ({type}, {bytes.length} bytes)
            </p>
            {attachment.content_type?.startsWith('text/calendar') && <pre style={pre}>{bytes.toString('utf8')}</pre>}
          </div>
        );
      })}
    </>
  );
}
