import { useLayoutEffect, type RefObject } from 'react';

/**
 * react-admin's row checkbox (DataTable's SelectRowCheckbox) puts its name, "Select this row" in
 * the page's language, on the checkbox's outer span, where ARIA does not allow a label, and leaves
 * the input itself nameless: a screen reader announces an unnamed checkbox. The name is moved onto
 * the input wherever react-admin draws it (again when the language changes it).
 */
export function useNamedRowCheckboxes(root: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    const name = () => {
      for (const box of element.querySelectorAll<HTMLElement>('.select-item[aria-label]')) {
        const input = box.querySelector('input');
        if (!input) continue;
        input.setAttribute('aria-label', box.getAttribute('aria-label')!);
        box.removeAttribute('aria-label');
      }
    };
    name();
    const observer = new MutationObserver(name);
    observer.observe(element, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] });
    return () => observer.disconnect();
  }, [root]);
}
