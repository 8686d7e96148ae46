import pino from 'pino';

/**
 * The server's log: one JSON object a line on stdout (docs/decisions.md "Logs"), with `level`,
 * `time`, `message`, the `component` that speaks and, for anything about a lead, its `reference`
 * and `operation`; never a lead's fields. Written synchronously, so a line logged just before the
 * process exits is not lost.
 */
const pinoLogger = pino({
  messageKey: 'message',
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
});

export interface LogContext {
  /** Which part of the server speaks: start, api, forms, mcp, deliveries, store, queue, status. */
  component: string;
  operation?: string;
  reference?: string;
  /** What went wrong, described without data (describeErrorSafely). */
  error?: string;
}

// A safety net for messages that quote a provider's or a library's text: an address is a lead's
// field, so none reaches the log, whatever a message was built from.
const EMAIL_ADDRESS = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[^\s@<>"'(),;:]+/g;

function write(level: 'info' | 'warn' | 'error', context: LogContext, message: string): void {
  pinoLogger[level](context, message.replace(EMAIL_ADDRESS, '[address]'));
}

export const log = {
  info: (context: LogContext, message: string) => write('info', context, message),
  warn: (context: LogContext, message: string) => write('warn', context, message),
  error: (context: LogContext, message: string) => write('error', context, message),
};
