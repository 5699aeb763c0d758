export * from './catalogue';
export * from './members';
export * from './content';
