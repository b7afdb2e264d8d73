export { AdminApp } from './components/admin-app';
