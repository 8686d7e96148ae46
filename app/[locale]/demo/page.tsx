import { formPage } from '@/components/forms/form-page';

const { generateMetadata, FormPage } = formPage('demo');
export { generateMetadata };
export default FormPage;
