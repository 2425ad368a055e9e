import { describe, expect, it } from 'vitest';
import { formProblems, isEmptyValue, namedProblem, topField } from './formProblems';

describe("a form's problems, for the toast that names the first", () => {
  it("flattens react-hook-form's errors to dotted fields, with react-admin's { message, args } decoded", () => {
    const errors = {
      email: { type: 'validate', message: 'app.msg.validation.invalidEmail' },
      price: { type: 'validate', message: '@@react-admin@@{"message":"ra.validation.minValue","args":{"min":0}}' },
      additionalLocations: [undefined, { locationEn: { type: 'server', message: 'This field is required' } }],
      root: { serverError: { type: 'server', message: 'Some fields are not valid' } },
    };
    expect(formProblems(errors).map(({ ref: _ref, ...problem }) => problem)).toEqual([
      { field: 'email', message: 'app.msg.validation.invalidEmail', args: undefined, server: false },
      { field: 'price', message: 'ra.validation.minValue', args: { min: 0 }, server: false },
      { field: 'additionalLocations.1.locationEn', message: 'This field is required', server: true },
      { field: 'root.serverError', message: 'Some fields are not valid', server: true },
    ]);
  });

  it('leaves out errors without a message', () => {
    expect(formProblems({ name: { type: 'required', message: '' } })).toEqual([]);
  });

  it('tells a value left empty from a wrong one', () => {
    expect([undefined, null, '', '  ', []].every(isEmptyValue)).toBe(true);
    expect([0, -5, 'x', ['a'], false].some(isEmptyValue)).toBe(false);
  });

  it('names the field before its problem, unless the problem already names it', () => {
    expect(namedProblem('Price (AED)', 'Must be 0 or more')).toBe('Price (AED): Must be 0 or more');
    expect(namedProblem('Email', 'Please enter a valid email address')).toBe('Please enter a valid email address');
    expect(namedProblem('E-mail', 'Please enter a valid email address')).toBe('Please enter a valid email address');
    expect(namedProblem(undefined, 'Must be 0 or more')).toBe('Must be 0 or more');
    expect(namedProblem('الراتب', 'يجب أن تكون القيمة 0 أو أكثر')).toBe('الراتب: يجب أن تكون القيمة 0 أو أكثر');
  });

  it('reads the top field of a nested path', () => {
    expect(topField('documents.0.file')).toBe('documents');
    expect(topField('salary')).toBe('salary');
  });
});
