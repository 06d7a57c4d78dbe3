// The promo module's face: the promotions catalogue and bonuses (decision 027), the operator's
// writes, and the rules other modules are handed (money may not leave while a bonus is wagered).
export { promoModule } from './member-routes.ts';
export { allPromotions, putPromotion, setEnabled } from './repo.ts';
export { definitionOf } from './catalogue.ts';
export { claimPromotion, welcomeBonuses, type PromoDeps } from './claims.ts';
export { expireBonuses, refuseWhileWagering } from './bonuses.ts';
export { issueApplication, rejectApplication, applicationViews } from './applications.ts';
export { applicationsIn } from './applications-repo.ts';
