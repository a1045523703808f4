/**
 * What a screen of one campaign is given, in the administrator's area (from its address) or the coordinator's
 * (the coordinator's group): the group, the campaign and where the campaign's other screens are.
 */
export interface CampaignScreenProps<Paths> {
  groupId: string;
  campaignId: string;
  paths: Paths;
}
