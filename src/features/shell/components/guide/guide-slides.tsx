import type { ReactNode } from "react";

export interface GuideSlide {
  title: string;
  text: string;
  art: ReactNode;
}

/** A phone frame with a symbol: our own drawings for each step of the registration guide. */
function Phone({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 160 200" width="160" height="200" aria-hidden="true" className="mx-auto">
      <rect x="40" y="8" width="80" height="184" rx="14" fill="#001e50" />
      <rect x="46" y="22" width="68" height="152" rx="6" fill="#fff" />
      <g transform="translate(46 22)">{children}</g>
    </svg>
  );
}

const field = (y: number) => <rect x="8" y={y} width="52" height="12" rx="3" fill="#e3e7eb" />;
const button = (y: number, label = "#0040c5") => (
  <rect x="8" y={y} width="52" height="14" rx="7" fill={label} />
);

export const guideSlides: GuideSlide[] = [
  {
    title: "1. Acesse",
    text: "Toque em “Entrar ou cadastrar” no menu de login do site.",
    art: (
      <Phone>
        <circle cx="34" cy="40" r="16" fill="#e3e7eb" />
        <circle cx="34" cy="36" r="6" fill="#001e50" />
        <path d="M24 50a10 8 0 0 1 20 0" fill="#001e50" />
        {button(80)}
      </Phone>
    ),
  },
  {
    title: "2. Entre",
    text: "Na tela de login, entre com e-mail e senha ou toque em “Criar conta”.",
    art: (
      <Phone>
        {button(40)}
        {button(62, "#4c5560")}
        {button(84, "#4c5560")}
      </Phone>
    ),
  },
  {
    title: "3. E-mail e senha",
    text: "Informe seu e-mail e crie uma senha segura.",
    art: (
      <Phone>
        {field(36)}
        {field(56)}
        <text x="12" y="66" fontSize="8" fill="#001e50">
          ••••••
        </text>
        {button(84)}
      </Phone>
    ),
  },
  {
    title: "4. Termos",
    text: "Leia e aceite os termos de uso e o aviso de privacidade.",
    art: (
      <Phone>
        {[30, 42, 54, 66].map((y) => (
          <rect key={y} x="8" y={y} width="52" height="5" rx="2" fill="#e3e7eb" />
        ))}
        <rect x="8" y="84" width="10" height="10" rx="2" fill="#0040c5" />
        <path d="M10 89l3 3 4-6" stroke="#fff" strokeWidth="1.5" fill="none" />
        {button(104)}
      </Phone>
    ),
  },
  {
    title: "5. Verifique seu e-mail",
    text: "Digite o código que enviamos para o seu e-mail.",
    art: (
      <Phone>
        <rect x="12" y="30" width="44" height="30" rx="3" fill="#e3e7eb" />
        <path d="M12 30l22 18 22-18" stroke="#001e50" strokeWidth="2" fill="none" />
        {[8, 22, 36, 50].map((x) => (
          <rect key={x} x={x} y="76" width="10" height="14" rx="2" fill="#e3e7eb" />
        ))}
      </Phone>
    ),
  },
  {
    title: "6. Complete o cadastro",
    text: "Confira seus dados, cadastre o seu Volkswagen e escolha a concessionária.",
    art: (
      <Phone>
        {field(28)}
        {field(46)}
        {field(64)}
        {button(90)}
      </Phone>
    ),
  },
  {
    title: "7. Pronto!",
    text: "Cadastro concluído. Agende serviços e acompanhe seu veículo.",
    art: (
      <Phone>
        <circle cx="34" cy="60" r="22" fill="#1e7b34" />
        <path
          d="M23 60l8 8 14-16"
          stroke="#fff"
          strokeWidth="4"
          fill="none"
          strokeLinecap="round"
        />
      </Phone>
    ),
  },
];
