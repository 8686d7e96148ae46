import { publicEndpoint } from '@/lib/api/public-endpoint';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = publicEndpoint('submitContact');
