import { formPage } from '@/components/forms/form-page';

const { generateMetadata, FormPage } = formPage('quote');
export { generateMetadata };
export default FormPage;
