import { publicEndpoint } from '@/lib/api/public-endpoint';

export const { POST, OPTIONS, GET, HEAD, PUT, PATCH, DELETE } = publicEndpoint('submitContact');
