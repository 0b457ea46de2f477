/**
 * Where a campaign's details sit on /recall: its card in the list of open campaigns, which the page
 * shows whether or not the chassi look-up is on (decision 055). The recall page gives the card this
 * id, and the garage's alert links to it.
 */
export function recallCampaignAnchor(campaignNumber: string): string {
  return `campanha-${campaignNumber.toLowerCase()}`;
}
