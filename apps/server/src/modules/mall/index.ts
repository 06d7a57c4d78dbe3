// The mall module's face: the point mall (PTSYS3, decision 028): points earned from the member
// figures, the items, redemptions and conversions, and the operator's writes.
export { mallModule } from './routes.ts';
export { putItem, itemsOf } from './items-repo.ts';
export { ordersIn } from './orders-repo.ts';
export { orderViews } from './redeem.ts';
export { approveOrder, rejectOrder } from './decide.ts';
export { pointsOf, type MallDeps } from './points.ts';
