export { Money } from './components/money-page';
export { StillToTurnIn } from './components/still-to-turn-in-page';
export { Deposits } from './components/deposits-page';
export { DepositSlip } from './components/deposit-slip-page';
export { Settlement } from './components/settlement-page';
export { adminMoneyPaths, coordinatorMoneyPaths } from './paths';
export type { MoneyPaths } from './paths';
export { moneyKeys } from './api/keys';
export { MONEY_TEXTS } from './texts';
