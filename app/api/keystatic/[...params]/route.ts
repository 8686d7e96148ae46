import { editorApiRoute } from '@/lib/content-editor/editor-api';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = editorApiRoute();
