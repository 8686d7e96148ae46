import { formPage } from '@/components/forms/form-page';

const { generateMetadata, FormPage } = formPage('brochure');
export { generateMetadata };
export default FormPage;
