import { schedulingPage } from '@/components/scheduling/scheduling-page';

const { generateMetadata, SchedulingPage } = schedulingPage('book');
export { generateMetadata };
export const dynamic = 'force-dynamic';
export default SchedulingPage;
