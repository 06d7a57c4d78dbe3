// The promo module's face: the promotions catalogue (decision 027) and the operator's writes.
export { promoRoutes } from './routes.ts';
export { allPromotions, putPromotion, setEnabled } from './repo.ts';
export { definitionOf } from './catalogue.ts';
