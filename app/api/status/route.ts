import { statusRoute } from '@/lib/runtime/routes';

// /api/status: whether the API can accept submissions now (the api-catalog's `status` link).
export const dynamic = 'force-dynamic';
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = statusRoute();
