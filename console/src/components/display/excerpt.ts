/** The first `length` characters of a text, with an ellipsis when it was longer (news previews). */
export function excerpt(text: string | null | undefined, length: number): string {
  const value = (text ?? '').trim();
  // a cut that ends on a space or a full stop does not double it before the ellipsis
  return value.length > length ? `${value.slice(0, length).replace(/[\s.,;:،]+$/u, '')}...` : value;
}
