import { operationRoute } from '@/lib/runtime/routes';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = operationRoute('submitContact');
