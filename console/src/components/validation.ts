import { email, required } from 'react-admin';

/** The spec's generic wording for an empty required input: 'This field is required'. */
export const requiredField = required('app.msg.validation.required');

/** An email address when one is given: 'Please enter a valid email address'. */
export const validEmail = email('app.msg.validation.invalidEmail');
