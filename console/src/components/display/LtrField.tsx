import { useRecordContext } from 'react-admin';

/**
 * A left-to-right value (phone number, code) isolated from an Arabic page, so '+971 4 555 0100'
 * does not come out as '0100 555 4 971+'.
 */
export const LtrField = ({ source }: { source: string }) => {
  const record = useRecordContext();
  const value = record?.[source];
  return value === null || value === undefined ? null : <bdi dir="ltr">{String(value)}</bdi>;
};

