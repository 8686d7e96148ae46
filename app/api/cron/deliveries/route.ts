import { cronDeliveriesRoute } from '@/lib/api/cron-deliveries';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = cronDeliveriesRoute();
