import { drainDeliveriesOnCron } from '@/lib/api/cron-deliveries';

export const GET = drainDeliveriesOnCron;
export const POST = drainDeliveriesOnCron;
