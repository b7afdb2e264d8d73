import { describeVisitorPagesAxe } from '../support/axe-visitor-pages';

describeVisitorPagesAxe('hi');
