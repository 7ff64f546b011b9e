export * from './hex';
export * from './offset-coord';
export * from './offset-grid';
export * from './hex-label';
export * from './layout';
