export { AdminApp } from './shell/admin-app';
