import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import { inPageOrder, labelOf, fieldElement } from './fieldLabel';
import { formProblems, isEmptyValue, namedProblem, topField } from './formProblems';
import { useToast } from '../messages/useToast';

export interface InvalidFormWording {
  /**
   * The form's wording when its first problem is a required field left empty (the spec's
   * 'Please fill all required fields'); the toast's second line then names that field.
   */
  required?: string;
  /** the fields `required` speaks of ('(Branch, Region, Role, Salary)'); others get the generic wording */
  requiredFields?: string[];
}

/**
 * The toast of a submit the form's own validation blocked: 'Validation Error' and the first
 * problem in the page's order, named by its field's label ('Price (AED): Must be 0 or more').
 * Errors the server returned (type 'server') are not counted: their save already toasted.
 * Replaces react-admin's generic invalid-form notification (forms set disableInvalidFormNotification).
 */
export const InvalidFormToast = ({ required, requiredFields }: InvalidFormWording) => {
  const { submitCount, errors } = useFormState();
  const { getValues } = useFormContext();
  const seen = useRef(submitCount);
  const anchor = useRef<HTMLSpanElement>(null);
  const toast = useToast();
  const translate = useTranslate();
  useEffect(() => {
    if (submitCount <= seen.current) return;
    seen.current = submitCount;
    const form = anchor.current?.closest('form');
    const [first] = inPageOrder(
      formProblems(errors).filter((problem) => !problem.server),
      form,
    );
    if (!first) return;
    const problem = namedProblem(labelOf(fieldElement(first, form)), translate(first.message, { _: first.message, ...first.args }));
    const missing = required && !first.field.startsWith('root') && isEmptyValue(getValues(first.field));
    if (!missing) {
      toast({ type: 'error', title: 'app.common.validationError', message: problem });
      return;
    }
    const applies = !requiredFields || requiredFields.includes(topField(first.field));
    toast({ type: 'error', title: 'app.common.validationError', message: applies ? required : 'app.msg.validation.fillRequired', detail: problem });
  }, [submitCount, errors, required, requiredFields, toast, translate, getValues]);
  return <span ref={anchor} hidden />;
};
