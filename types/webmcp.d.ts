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
  interface ModelContextToolResult {
    content: { type: 'text'; text: string }[];
    structuredContent?: Record<string, unknown>;
    isError?: boolean;
  }
  interface ModelContextTool {
    name: string;
    title?: string;
    description: string;
    inputSchema: object;
    annotations?: { readOnlyHint?: boolean; consequentialHint?: boolean; untrustedContentHint?: boolean };
    execute(input: Record<string, unknown>, client?: unknown): Promise<ModelContextToolResult>;
  }
  interface ModelContext {
    registerTool(tool: ModelContextTool, options?: { signal?: AbortSignal }): unknown;
    unregisterTool?(name: string): void;
  }
  interface Document {
    modelContext?: ModelContext;
  }
  interface Navigator {
    modelContext?: ModelContext;
  }
}
