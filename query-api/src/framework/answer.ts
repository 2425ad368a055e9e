/**
 * An answer built from read-model documents, whose fields are mostly `unknown`: its keys are checked
 * against the answer type declared in contracts (each required key given, no key the type does not
 * declare), and the value is typed as that answer for the console's sake. A field whose value is
 * typed here is not re-checked: the read models are not typed field by field yet.
 *
 *   res.json(tasks.map((t) => answer<LawyerTask>()({ id: t.id, ... })));
 */
export const answer =
  <T>() =>
  (value: { [K in keyof T]: unknown }): T =>
    value as T;
