import { required } from 'react-admin';

/** The spec's generic wording for an empty required input: 'This field is required'. */
export const requiredField = required('app.msg.validation.required');
