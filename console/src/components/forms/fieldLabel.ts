import type { FormProblem } from './formProblems';

/** The page element of a problem's field: what react-hook-form registered, else the input of that name. */
export function fieldElement(problem: Pick<FormProblem, 'field' | 'ref'>, scope?: ParentNode | null): Element | undefined {
  const { ref, field } = problem;
  if (ref instanceof Element) return ref;
  // MUI's Select registers a handle whose `node` is its hidden input
  const node = (ref as { node?: unknown } | undefined)?.node;
  if (node instanceof Element) return node;
  return (scope ?? document).querySelector(`[name="${CSS.escape(field)}"]`) ?? undefined;
}

/** The label the user sees on a field, without the required asterisk. */
export function labelOf(element: Element | undefined): string | undefined {
  if (!element) return undefined;
  const label =
    (element as HTMLInputElement).labels?.[0] ??
    element.closest('.MuiFormControl-root')?.querySelector('label, legend') ??
    element.closest('label');
  return label?.textContent?.replace(/[\s\u2009]*\*\s*$/, '').trim() || undefined;
}

/** The problems in the order their fields appear on the page; the whole form's first, unplaced ones last. */
export function inPageOrder<P extends Pick<FormProblem, 'field' | 'ref'>>(problems: P[], scope?: ParentNode | null): P[] {
  const placed = problems.map((problem) => ({ problem, element: problem.field.startsWith('root') ? undefined : fieldElement(problem, scope) }));
  const rank = (p: (typeof placed)[number]) => (p.problem.field.startsWith('root') ? 0 : p.element ? 1 : 2);
  return placed
    .sort((a, b) => {
      if (rank(a) !== rank(b)) return rank(a) - rank(b);
      if (!a.element || !b.element || a.element === b.element) return 0;
      return a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
    })
    .map((p) => p.problem);
}
