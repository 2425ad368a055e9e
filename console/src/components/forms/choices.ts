/**
 * Choices of a fixed vocabulary for SelectInput / SelectField, labelled by translation keys:
 * `choicesOf(['active', 'inactive'], 'resources.management/clients.statuses')`.
 */
export const choicesOf = (values: readonly string[], labelPrefix: string) =>
  values.map((id) => ({ id, name: `${labelPrefix}.${id}` }));
