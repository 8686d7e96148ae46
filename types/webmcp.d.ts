/**
 * WebMCP (https://webmachinelearning.github.io/webmcp/): the declarative form attributes and the
 * imperative `modelContext`, which browsers are moving from `navigator` to `document`.
 */
import 'react';

declare module 'react' {
  interface FormHTMLAttributes<T> extends HTMLAttributes<T> {
    toolname?: string;
    tooldescription?: string;
  }
  interface InputHTMLAttributes<T> extends HTMLAttributes<T> {
    toolparamdescription?: string;
  }
  interface SelectHTMLAttributes<T> extends HTMLAttributes<T> {
    toolparamdescription?: string;
  }
  interface TextareaHTMLAttributes<T> extends HTMLAttributes<T> {
    toolparamdescription?: string;
  }
  interface FieldsetHTMLAttributes<T> extends HTMLAttributes<T> {
    toolparamdescription?: string;
  }
}

declare global {
  /** The shape of MCP's CallToolResult (a type, not an interface, so that /mcp's tools can return one as is). */
  type ModelContextToolResult = {
    content: { type: 'text'; text: string }[];
    structuredContent?: Record<string, unknown>;
    isError?: boolean;
  };
  /** What the browser passes to a call besides its input (Chrome 153+). */
  interface ModelContextToolCallOptions {
    /** Fires when the agent cancels the call; removing the tool does not cancel calls already running. */
    signal?: AbortSignal;
  }
  interface ModelContextTool {
    name: string;
    /** For the browser's own UI: in the person's language (the spec recommends it). */
    title?: string;
    description: string;
    inputSchema: object;
    annotations?: { readOnlyHint?: boolean; consequentialHint?: boolean; untrustedContentHint?: boolean };
    execute(input: Record<string, unknown>, options?: ModelContextToolCallOptions): Promise<ModelContextToolResult>;
  }
  interface ModelContext {
    /** Aborting the registration's signal is the only way to remove a tool. */
    registerTool(tool: ModelContextTool, options?: { signal?: AbortSignal }): unknown;
  }
  interface Document {
    modelContext?: ModelContext;
  }
  interface Navigator {
    modelContext?: ModelContext;
  }
}
