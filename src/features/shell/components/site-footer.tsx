import { shellTexts } from "../texts";

export function SiteFooter() {
  return (
    <footer className="min-h-(--height-footer-collapsed) bg-brand text-white">
      <div className="page-gutter mx-auto flex min-h-(--height-footer-collapsed) max-w-(--container-page) items-center">
        <p className="text-sm">{shellTexts.copyright(new Date().getFullYear())}</p>
      </div>
    </footer>
  );
}
