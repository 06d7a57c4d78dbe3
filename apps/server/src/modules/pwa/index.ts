// The installable app's face: manifest and icons per brand (decision 032).
export { MANIFEST_PATH, pwaRoutes } from './routes.ts';
export { drawIcon } from './icon.ts';
export { manifestFor, shortNameOf } from './manifest.ts';
