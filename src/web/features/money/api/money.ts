import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MONEY_API_PATHS } from '../../../../shared/api/money-paths.js';
import type {
  TCampaignMoney,
  TDeposit,
  TDepositBody,
  TMoneyOnHandReply,
  TSettlement,
  TTurnIn,
  TTurnInBody,
  TTurnInCorrectionBody,
  TTurnInListReply,
} from '../../../../shared/api/money.js';
import { apiData } from '../../../lib/api-data';
import { type ApiError } from '../../../lib/api-client';
import { fetchFile, saveFile } from '../../orders';
import { moneyKeys } from './keys';

export type TMoneyOnHand = TMoneyOnHandReply['data'];
export type TTurnInListed = TTurnInListReply['data'][number];

/**
 * Paper orders typed or imported on other screens change what sellers owe, so the money screens fetch their
 * figures again each time they are shown (the cached ones show meanwhile).
 */
const ALWAYS_REFRESH = { staleTime: 0 } as const;

/** GET /groups/{id}/campaigns/{campaignId}/money: the totals and every seller's balance. */
export function useCampaignMoney(groupId: string, campaignId: string) {
  return useQuery<TCampaignMoney, ApiError>({
    queryKey: moneyKeys.summary(groupId, campaignId),
    queryFn: ({ signal }) =>
      apiData<TCampaignMoney>(MONEY_API_PATHS.campaignMoney(groupId, campaignId), { signal }),
    ...ALWAYS_REFRESH,
  });
}

/** GET /groups/{id}/campaigns/{campaignId}/turn-ins: newest first, voided and corrected ones included. */
export function useTurnIns(groupId: string, campaignId: string) {
  return useQuery<TTurnInListed[], ApiError>({
    queryKey: moneyKeys.turnIns(groupId, campaignId),
    queryFn: ({ signal }) =>
      apiData<TTurnInListed[]>(MONEY_API_PATHS.campaignTurnIns(groupId, campaignId), { signal }),
    ...ALWAYS_REFRESH,
  });
}

/** After any change of money, every money screen of the group is fetched again. */
function useRefreshMoney(groupId: string) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: moneyKeys.group(groupId) });
}

/** POST /groups/{id}/campaigns/{campaignId}/turn-ins: one envelope; the reply has the seller's balance after it. */
export function useRecordTurnIn(groupId: string, campaignId: string) {
  const refresh = useRefreshMoney(groupId);
  return useMutation<TTurnIn, ApiError, TTurnInBody>({
    mutationFn: (body) =>
      apiData<TTurnIn>(MONEY_API_PATHS.campaignTurnIns(groupId, campaignId), { method: 'POST', body }),
    onSuccess: refresh,
  });
}

/** PUT /groups/{id}/turn-ins/{turnInId}: the whole envelope again with a reason; a new turn-in replaces it. */
export function useCorrectTurnIn(groupId: string) {
  const refresh = useRefreshMoney(groupId);
  return useMutation<TTurnIn, ApiError, { turnInId: string; body: TTurnInCorrectionBody }>({
    mutationFn: ({ turnInId, body }) =>
      apiData<TTurnIn>(MONEY_API_PATHS.turnIn(groupId, turnInId), { method: 'PUT', body }),
    onSuccess: refresh,
  });
}

/** POST /groups/{id}/turn-ins/{turnInId}/void, with the reason. */
export function useVoidTurnIn(groupId: string) {
  const refresh = useRefreshMoney(groupId);
  return useMutation<TTurnIn, ApiError, { turnInId: string; reason: string }>({
    mutationFn: ({ turnInId, reason }) =>
      apiData<TTurnIn>(MONEY_API_PATHS.voidTurnIn(groupId, turnInId), { method: 'POST', body: { reason } }),
    onSuccess: refresh,
  });
}

/** GET /groups/{id}/campaigns/{campaignId}/money/on-hand: each payment received and not deposited. */
export function useMoneyOnHand(groupId: string, campaignId: string) {
  return useQuery<TMoneyOnHand, ApiError>({
    queryKey: moneyKeys.onHand(groupId, campaignId),
    queryFn: ({ signal }) =>
      apiData<TMoneyOnHand>(MONEY_API_PATHS.moneyOnHand(groupId, campaignId), { signal }),
    ...ALWAYS_REFRESH,
  });
}

/** GET /groups/{id}/campaigns/{campaignId}/deposits: newest first. */
export function useDeposits(groupId: string, campaignId: string) {
  return useQuery<TDeposit[], ApiError>({
    queryKey: moneyKeys.deposits(groupId, campaignId),
    queryFn: ({ signal }) =>
      apiData<TDeposit[]>(MONEY_API_PATHS.campaignDeposits(groupId, campaignId), { signal }),
    ...ALWAYS_REFRESH,
  });
}

/** GET /groups/{id}/deposits/{depositId}: one deposit, for its slip. */
export function useDeposit(groupId: string, depositId: string) {
  return useQuery<TDeposit, ApiError>({
    queryKey: moneyKeys.deposit(groupId, depositId),
    queryFn: ({ signal }) => apiData<TDeposit>(MONEY_API_PATHS.deposit(groupId, depositId), { signal }),
  });
}

/** POST /groups/{id}/campaigns/{campaignId}/deposits: everything on hand (`all`) or the chosen payments. */
export function useMakeDeposit(groupId: string, campaignId: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshMoney(groupId);
  return useMutation<TDeposit, ApiError, TDepositBody>({
    mutationFn: (body) =>
      apiData<TDeposit>(MONEY_API_PATHS.campaignDeposits(groupId, campaignId), { method: 'POST', body }),
    onSuccess: (deposit) => {
      queryClient.setQueryData(moneyKeys.deposit(groupId, deposit._id), deposit);
      refresh();
    },
  });
}

/** POST /groups/{id}/deposits/{depositId}/reopen, with the reason: its money goes back on hand. */
export function useReopenDeposit(groupId: string) {
  const refresh = useRefreshMoney(groupId);
  return useMutation<TDeposit, ApiError, { depositId: string; reason: string }>({
    mutationFn: ({ depositId, reason }) =>
      apiData<TDeposit>(MONEY_API_PATHS.reopenDeposit(groupId, depositId), {
        method: 'POST',
        body: { reason },
      }),
    onSuccess: refresh,
  });
}

/** POST /groups/{id}/deposits/{depositId}/confirm: the bank statement shows it. */
export function useConfirmDeposit(groupId: string) {
  const refresh = useRefreshMoney(groupId);
  return useMutation<TDeposit, ApiError, { depositId: string }>({
    mutationFn: ({ depositId }) =>
      apiData<TDeposit>(MONEY_API_PATHS.confirmDeposit(groupId, depositId), { method: 'POST' }),
    onSuccess: refresh,
  });
}

/** GET /groups/{id}/campaigns/{campaignId}/settlement: the settlement and the financial recap. */
export function useSettlement(groupId: string, campaignId: string) {
  return useQuery<TSettlement, ApiError>({
    queryKey: moneyKeys.settlement(groupId, campaignId),
    queryFn: ({ signal }) =>
      apiData<TSettlement>(MONEY_API_PATHS.campaignSettlement(groupId, campaignId), { signal }),
    ...ALWAYS_REFRESH,
  });
}

/** GET the financial recap as CSV and hand it to the browser's download. */
export function useDownloadSettlement(groupId: string, campaignId: string) {
  return useMutation<void, ApiError>({
    mutationFn: async () =>
      saveFile(await fetchFile(MONEY_API_PATHS.campaignSettlementExport(groupId, campaignId), {})),
  });
}
