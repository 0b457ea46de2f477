/** The brand's privacy notice: the footer's legal link and the consent of every form point here. */
export const privacyNoticeHref = "https://www.vw.com.br/pt/aviso-de-privacidade.html";
