import { describe, expect, it } from 'vitest';
import { moduleOfStream } from './access.js';

describe('whose history a stream is', () => {
  it('maps a record’s stream to the module whose view opens it', () => {
    expect(moduleOfStream('employee-7')).toBe('employees');
    expect(moduleOfStream('client-3')).toBe('clients');
    expect(moduleOfStream('consultation-3')).toBe('clients');
    expect(moduleOfStream('case-12')).toBe('cases');
    expect(moduleOfStream('case-document-4')).toBe('cases');
    expect(moduleOfStream('court-district-2')).toBe('courts');
    expect(moduleOfStream('hearing-9')).toBe('hearings');
    expect(moduleOfStream('minutes-1')).toBe('minutes');
    expect(moduleOfStream('file-5')).toBe('files');
    expect(moduleOfStream('user-1')).toBe('users');
    expect(moduleOfStream('firm-profile')).toBe('settings');
    expect(moduleOfStream('working-week')).toBe('settings');
    expect(moduleOfStream('holiday-2')).toBe('settings');
    expect(moduleOfStream('deadline-rule-3')).toBe('settings');
    expect(moduleOfStream('deadline-8')).toBe('cases');
  });

  it('leaves streams of no record module to the firm-wide audit permission', () => {
    expect(moduleOfStream('signins-admin')).toBe('audit');
    expect(moduleOfStream('unique-user-username-x')).toBe('audit');
    expect(moduleOfStream('notification-3')).toBe('audit');
    expect(moduleOfStream('reminder-email-3')).toBe('audit');
    expect(moduleOfStream('firm-other')).toBe('audit');
  });
});
