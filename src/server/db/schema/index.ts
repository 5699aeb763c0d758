export * from './catalogue';
export * from './members';
export * from './content';
export * from './accounts';
export * from './cart';
export * from './orders';
export * from './wallet';
export * from './member-wallet';
