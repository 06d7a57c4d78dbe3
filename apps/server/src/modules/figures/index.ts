// The figures module's face: per-member hourly figures written with each movement, and their reads.
export { addFigures, figureRows, WALLET_FIGURES, type FigureMove } from './figures.ts';
export { figuresUnnest, figuresUpsertSql, type FigureSqlRow } from './upsert-sql.ts';
export { localHour } from '../../lib/local-hour.ts';
export {
  activeMembers,
  dailyFigures,
  lifetimeTurnover,
  memberTotals,
  teamFigures,
  teamPeriodSums,
  validUsers,
  type PeriodSpan,
  SUMS as FIGURE_SUMS,
  type ProfitSums,
  type Sum as FigureSum,
} from './repo.ts';
export { figureSums, profitOf, summed, type Sums as ReportSums } from './summary.ts';
export { figureRoutes } from './routes.ts';
export { leaders, totalOf, typeTotals, type Total as FigureTotal, type TypeTotals } from './totals.ts';
