/**
 * Hourly contracts' time and money (shared/timesheets.ts holds the rules): 'Horas registradas', weekly statements,
 * their approval (the week's one release from the escrow) and 'Adicionar semanas'. The contracts module calls the
 * end-of-contract parts under its lock; jobs.ts runs the weekly close and the automatic approval.
 */
export { approveStatement, discussStatement, fundWeeks } from './actions.js';
export {
  closeWeeksIn,
  hoursClosedUntil,
  hoursClosedUntilOf,
  isHourly,
  runTimesheetStatements,
  settleHoursOnConclusionIn,
  voidOpenStatementsIn,
} from './statements.js';
export { getTimesheet } from './views.js';
