import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';

/** the element react-admin's <Title> of each page renders into (TitlePortal) */
const TITLE_ID = 'react-admin-title';

/**
 * The browser tab says which page is open, in the user's language: the page's own title (what the
 * app bar shows) and the portal's name, "Cases — Law Firm Portal" / "القضايا — بوابة مكتب المحاماة".
 * Follows the title as pages and the language change.
 */
export function useDocumentTitle() {
  const translate = useTranslate();
  const portal = translate('app.layout.defaultFirmName');
  // (again after a move: a redirect renders the page frame, and its title element, only afterwards)
  const { pathname } = useLocation();
  useEffect(() => {
    const target = document.getElementById(TITLE_ID);
    const update = () => {
      const page = target?.textContent?.replace(/\s+/g, ' ').trim();
      const title = page && page !== portal ? `${page} — ${portal}` : portal;
      if (document.title !== title) document.title = title;
    };
    update();
    if (!target) return;
    const observer = new MutationObserver(update);
    observer.observe(target, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [portal, pathname]);
}
