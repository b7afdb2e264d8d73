import { describeVisitorPagesAxe } from '../support/axe-visitor-pages';

describeVisitorPagesAxe('zh');
