import { demoSlotsRoute } from '@/lib/runtime/routes';

// GET /api/scheduling/slots: the free demo meeting starts, read per request (the calendar is cached in the service).
export const dynamic = 'force-dynamic';
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = demoSlotsRoute();
