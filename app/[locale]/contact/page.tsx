import { formPage } from '@/components/forms/form-page';

const { generateMetadata, FormPage } = formPage('contact');
export { generateMetadata };
export default FormPage;
