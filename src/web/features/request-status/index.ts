// A visitor's own page of a request they sent: its status, Add to calendar, and cancelling it (decision 0056).
export { RequestStatusPage } from './components/request-status-page';
export { RequestPageHeader } from './components/request-page-header';
