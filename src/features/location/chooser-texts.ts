/**
 * The texts of the top bar's location button, its tooltip and a change's errors. Apart from
 * locationTexts because they run on every page, while the dialog's words load with the dialog.
 */
export const chooserTexts = {
  buttonLabel: (label: string) => `Localização: ${label}. Alterar localização`,
  changeError: "Erro ao mudar localização",
  positionUnavailable:
    "Não foi possível obter sua localização. Permita o acesso no navegador ou digite cidade ou CEP.",
  tooltip: "Encontre ofertas perto de você!",
  tooltipAction: "Informar localização",
  tooltipClose: "Dispensar aviso",
  change: "Alterar localização",
} as const;
