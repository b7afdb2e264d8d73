/** The admin content API contract (SPEC §7 "Admin"), shared by the server and the admin web client. */
export * from './fields';
export * from './money-fields';
export * from './destinations';
export * from './departure-locations';
export * from './regions';
export * from './route-pricing';
export * from './experiences';
export * from './connecting-services';
export * from './pilot-training';
export * from './hero-images';
export * from './aircraft-experience-images';
export * from './accreditation-badges';
export * from './inquiry-updates';
export * from './uploads';
export * from './settings';
export * from './audit-log';
export * from './inquiries';
