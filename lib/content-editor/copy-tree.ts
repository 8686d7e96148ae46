/** A file of copy as the editor reads it: strings, nested under their keys (messages/*.json, content/*.json). */
export type Copy = { [key: string]: string | Copy };
