export * from './regions';
export * from './locations';
export * from './pricing';
export * from './content';
export * from './inquiries';
export * from './admin';
export * from './uploads';
export * from './content-version';
