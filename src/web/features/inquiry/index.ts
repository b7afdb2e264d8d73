export { InquiryForm } from './components/inquiry-form';
