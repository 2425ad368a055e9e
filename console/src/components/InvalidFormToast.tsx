import { useEffect, useRef } from 'react';
import { useFormState } from 'react-hook-form';
import { useToast } from './useToast';

/**
 * Toast when the form's own validation blocks a submit ('Please fill all required fields').
 * Errors the server returned (type 'server') are not counted: their save already toasted.
 * Replaces react-admin's generic invalid-form notification, which cannot tell the two apart.
 */
export const InvalidFormToast = ({ message }: { message: string }) => {
  const { submitCount, errors } = useFormState();
  const seen = useRef(submitCount);
  const toast = useToast();
  useEffect(() => {
    if (submitCount <= seen.current) return;
    seen.current = submitCount;
    const clientErrors = Object.values(errors).filter((error) => error && error.type !== 'server');
    if (clientErrors.length > 0) {
      toast({ type: 'error', title: 'app.common.validationError', message });
    }
  }, [submitCount, errors, message, toast]);
  return null;
};
