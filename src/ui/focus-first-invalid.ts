/**
 * §8: when a form fails validation, scroll to the first invalid field's label
 * and put the focus in that field. `order` lists the form's field ids in
 * screen order; the first one with an error wins.
 */
export function firstInvalid<T extends string>(order: readonly T[], errors: Partial<Record<T, unknown>>): T | undefined {
  return order.find((name) => errors[name] !== undefined);
}

export function scrollToField(fieldId: string, doc: Document = document): boolean {
  const input = doc.getElementById(fieldId);
  if (!input) return false;
  const label = doc.querySelector<HTMLElement>(`label[for="${fieldId}"]`);
  (label ?? input).scrollIntoView({ behavior: 'smooth', block: 'center' });
  input.focus({ preventScroll: true });
  return true;
}
