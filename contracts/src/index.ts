export * from './define.ts';
export * from './api.ts';
export * from './schemas/user.ts';
export * from './schemas/brand.ts';
export * from './endpoints/content.ts';
